import {
  type CompiledQuery,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryExecutorProvider,
  type QueryResult,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Counts and sums come back as numbers, not strings; ids stay below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// A `date` (event days) stays 'YYYY-MM-DD': parsed into a Date it would be midnight of the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

/** The name of each SQL text that runs as a named prepared statement. */
const preparedNames = new Map<string, string>();

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on every
 * call (for the raised alert, a third of the statement's time on the server). Only for hot statements whose text
 * does not vary with their values: every name stays prepared on every connection for the connection's life.
 */
export function executePrepared<R>(
  db: Db,
  query: { compile(provider: QueryExecutorProvider): CompiledQuery<R> },
): Promise<QueryResult<R>> {
  const compiled = query.compile(db);
  if (!preparedNames.has(compiled.sql)) preparedNames.set(compiled.sql, `ppd_${preparedNames.size + 1}`);
  return db.executeQuery(compiled);
}

/** Where a value goes in a statement compiled once (`preparedOnce`): its name, found again among the parameters. */
class StandIn {
  constructor(readonly name: string) {}
}

type Compilable<R> = { compile(provider: QueryExecutorProvider): CompiledQuery<R> };

/**
 * `executePrepared` for a statement whose shape never varies, built and compiled once: `build` gets a stand-in for
 * each named value, to be used as the value itself (never transformed in TypeScript), and each call puts its values
 * where the stand-ins are. Building and compiling the raised alert's statement was a twentieth of the API's CPU per
 * alert under a surge.
 */
export function preparedOnce<V extends Record<string, unknown>, R>(
  names: readonly (keyof V & string)[],
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<QueryResult<R>> {
  let template: { compiled: CompiledQuery<R>; slots: unknown[] } | undefined;
  return (db, values) => {
    if (!template) {
      const standIns = Object.fromEntries(names.map((name) => [name, new StandIn(name)])) as unknown as V;
      const compiled = build(db, standIns).compile(db);
      template = { compiled, slots: [...compiled.parameters] };
    }
    const parameters = template.slots.map((slot) => (slot instanceof StandIn ? values[slot.name] : slot));
    const compiled = { ...template.compiled, parameters };
    return executePrepared(db, { compile: () => compiled });
  };
}

/** kysely's driver passes a query's text and values only: the text tells which statements are prepared. */
function preparing(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      // No cursor is configured, so kysely only ever calls query(text, values).
      const query = (text: string, values: ReadonlyArray<unknown>) => {
        const name = preparedNames.get(text);
        return name ? client.query({ name, text, values: [...values] }) : client.query(text, [...values]);
      };
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
  };
}

/** `keepIdle`: idle connections stay open (a long-running server's working set) instead of closing after 10 s. */
export function createDb(connectionString: string, max = 10, opts: { keepIdle?: boolean } = {}): Db {
  const pool = new pg.Pool({ connectionString, max, ...(opts.keepIdle ? { idleTimeoutMillis: 0 } : {}) });
  // An idle client dropped by the server (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparing(pool) }) });
}

/**
 * Opens `connections` connections at once, so the first burst of requests after a start does not wait for new
 * server backends (each one costs a fork and an authentication: tens of ms on a busy machine).
 */
export async function warmPool(db: Db, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => sql`SELECT 1`.execute(db)));
}
