import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Counts and sums come back as numbers, not strings; ids stay below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// A `date` (event days) stays 'YYYY-MM-DD': parsed into a Date it would be midnight of the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

/** `keepIdle`: idle connections stay open (a long-running server's working set) instead of closing after 10 s. */
export function createDb(connectionString: string, max = 10, opts: { keepIdle?: boolean } = {}): Db {
  const pool = new pg.Pool({ connectionString, max, ...(opts.keepIdle ? { idleTimeoutMillis: 0 } : {}) });
  // An idle client dropped by the server (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens `connections` connections at once, so the first burst of requests after a start does not wait for new
 * server backends (each one costs a fork and an authentication: tens of ms on a busy machine).
 */
export async function warmPool(db: Db, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => sql`SELECT 1`.execute(db)));
}
