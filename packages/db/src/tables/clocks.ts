import type { ResponsePhase } from '@ppd/domain';
import type { Generated } from 'kysely';

/** One deadline of an open alert or complaint (migration 0022): level 1 at its target, 2 at twice it. */
export interface ResponseDeadlinesTable {
  id: Generated<string>;
  alert_id: number | null;
  complaint_id: number | null;
  phase: ResponsePhase;
  level: 1 | 2;
  due_at: Date;
  /** Set by the statement that writes the breach's outbox row: the mark that it fired. */
  fired_at: Date | null;
}
