import type { Generated } from 'kysely';

/** An alert or a complaint a gestor is handling: exactly one of the two item columns is set. */
export interface ClaimsTable {
  id: Generated<number>;
  alert_id: number | null;
  complaint_id: number | null;
  holder_id: number;
  claimed_at: Generated<Date>;
}
