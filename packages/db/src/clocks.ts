import { sql } from 'kysely';

/**
 * Where an alert's assignment clock starts: the alert, or its last reopening (migration 0037), for the board's view
 * and for re-timing on a changed target alike. `a` is the alert in the query that uses it.
 */
export const assignmentClockStart = sql<Date>`coalesce(a.reopened_at, a.fecha_alerta)`;
