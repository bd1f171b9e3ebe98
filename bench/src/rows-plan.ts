import { alertReportStatement } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import type { AlertReportFilters, Paging } from '@ppd/domain';
import { sql } from 'kysely';
import { fmt } from './lib.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const steps = (node: PlanNode): string[] => [
  node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'],
  ...(node.Plans ?? []).flatMap(steps),
];

/**
 * The statement the API sends for a page of report rows (the same builder, the same parameters), run under
 * EXPLAIN (ANALYZE, BUFFERS): its plan, the buffers it touched and its execution time, whatever the machine's load.
 */
export async function explainRowsPage(db: Db, f: AlertReportFilters & Paging): Promise<string> {
  const [row] = await alertReportStatement(db, f).explain('json', sql`analyze, buffers`);
  const [{ Plan: plan, 'Execution Time': ms }] = row!['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
  const buffers = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
  return `${steps(plan).join(' › ')}; ${fmt(buffers)} buffers, executed in ${fmt(ms, 2)} ms`;
}
