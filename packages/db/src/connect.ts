import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Counts and sums come back as numbers, not strings; ids stay below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// A `date` (event days) stays 'YYYY-MM-DD': parsed into a Date it would be midnight of the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dropped by the server (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
