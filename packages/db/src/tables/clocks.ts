import type { ResponsePhase } from '@ppd/domain';
import type { Generated } from 'kysely';

/**
 * An open phase of an alert or complaint (migration 0022): its deadlines at the target (level 1) and at twice it
 * (level 2), the last level fired, and the next deadline to fire (null once both have).
 */
export interface ResponseDeadlinesTable {
  /** The alert's or the complaint's id (the phase says which). */
  item_id: number;
  phase: ResponsePhase;
  first_due: Date;
  second_due: Date;
  fired_level: Generated<0 | 1 | 2>;
  next_due: Date | null;
}
