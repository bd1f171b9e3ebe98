import type { ArcoRight } from '@ppd/domain';
import type { Generated } from 'kysely';

/** An ARCO request of Solicitudes de datos (migration 0033). Days are 'YYYY-MM-DD' texts (connect.ts keeps `date` as text). */
export interface DataRequestsTable {
  id: Generated<number>;
  person_id: number;
  arco_right: ArcoRight;
  received_on: string;
  due_on: string;
  notes: Generated<string>;
  created_by: number | null;
  created_at: Generated<Date>;
  answered_on: string | null;
  answered_by: number | null;
}
