import type { Db } from '@ppd/db';
import type { CompiledQuery, RootOperationNode } from 'kysely';

/** The statements `run` sends through the database it is given, compiled as they pass (to EXPLAIN them). */
export async function statementsOf(db: Db, run: (recording: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const recording = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      seen.push(db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await run(recording);
  return seen;
}

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** The JSON plan of a compiled statement; with `analyze`, run and with its buffers. */
export async function planOf(db: Db, statement: CompiledQuery, analyze = false) {
  const options = analyze ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'FORMAT JSON';
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] }>({
    ...statement,
    sql: `EXPLAIN (${options}) ${statement.sql}`,
  });
  return rows[0]!['QUERY PLAN'][0];
}

/** Every index a plan reads. */
export const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];
