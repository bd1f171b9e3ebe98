import { sql } from 'kysely';

/**
 * Selected by a one-statement change whose rows are presence, not record (who has an alert open, where an authority
 * is): its commit does not wait for the WAL flush. Its locks are then held for the statement alone, not for a disk
 * write on a busy machine, so the next change to the same rows (a gestor's next claim) does not queue behind it. A
 * server crash can lose the last fraction of a second of such changes, each whole with its events (they commit
 * together), and the next claim or fix replaces it anyway.
 */
export const commitWithoutFlush = () => sql<string>`set_config('synchronous_commit', 'off', true)`;
