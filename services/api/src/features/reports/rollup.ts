import type { Db, ReportKind } from '@ppd/db';
import { addDays, fromMexicoCityTime, TIME_ZONE } from '@ppd/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type AggregateRow, aggregate, BY_DIMENSION, derived, dimensions, type FactColumns } from './aggregate.ts';

/** Where one kind of report reads its facts: the filtered rows, with their type and file type. */
export interface ReportSource<F> {
  kind: ReportKind;
  /** The column holding the row's instant. */
  at: 'a.fecha_alerta' | 'c.date';
  /** The rows of the filter, only those meeting `only` when given. */
  facts: (db: Db, f: F, only?: Expression<SqlBool>) => Expression<FactColumns>;
  /** The filter with every option off, over [desde, hasta]. */
  everything: (desde: string, hasta: string) => F;
  typeId: (f: F) => number;
  fileType: (f: F) => string;
}

type Range = { desde: string; hasta: string };

const localDay = (at: string) => sql<string>`(${sql.ref(at)} AT TIME ZONE ${sql.lit(TIME_ZONE)})::date`;

/**
 * Recounts the changed past days of the range into `report_days`. Only the marks nobody holds are claimed: a day
 * whose change has not committed yet stays marked and is read from the rows (migration 0013).
 */
async function refresh<F>(db: Db, source: ReportSource<F>, range: Range, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const free = trx
      .selectFrom('report_dirty')
      .select('day')
      .where('kind', '=', source.kind)
      .where('day', '>=', range.desde)
      .where('day', '<=', range.hasta)
      .where('day', '<', today)
      .forUpdate()
      .skipLocked();
    const claimed = await trx
      .deleteFrom('report_dirty')
      .where('kind', '=', source.kind)
      .where('day', 'in', free)
      .returning('day')
      .execute();
    if (claimed.length === 0) return;
    const days = claimed.map((c) => c.day).sort();
    await trx.deleteFrom('report_days').where('kind', '=', source.kind).where('day', 'in', days).execute();
    const facts = source.facts(
      trx,
      source.everything(days[0]!, days.at(-1)!),
      sql<boolean>`${localDay(source.at)} = ANY(${days}::date[])`,
    );
    await sql`
      INSERT INTO report_days (kind, day, type_id, file_type, dim, key, n, authorities)
      SELECT ${source.kind}, s.day, s.type_id, s.file_type, ${dimensions}
      FROM (${derived(facts)}) AS s
      GROUP BY s.day, s.type_id, s.file_type, GROUPING SETS (${BY_DIMENSION})
    `.execute(trx);
  });
}

/** The counted past days of the range, summed by dimension; their total is the sum of their days. */
async function rolledUp<F>(db: Db, source: ReportSource<F>, f: F & Range, today: string): Promise<AggregateRow[]> {
  const type = source.typeId(f);
  const file = source.fileType(f);
  const { rows } = await sql<AggregateRow>`
    SELECT d.dim, d.key, sum(d.n)::int AS count, sum(d.authorities)::int AS authorities
    FROM report_days d
    WHERE d.kind = ${source.kind} AND d.day BETWEEN ${f.desde} AND ${f.hasta} AND d.day < ${today}
      AND NOT EXISTS (SELECT 1 FROM report_dirty x WHERE x.kind = d.kind AND x.day = d.day)
      ${type === -1 ? sql`` : sql`AND d.type_id = ${type}`}
      ${file === '' ? sql`` : sql`AND d.file_type = ${file}`}
    GROUP BY d.dim, d.key
  `.execute(db);
  const days = rows.filter((r) => r.dim === 'date');
  const sum = (key: 'count' | 'authorities') => days.reduce((n, r) => n + r[key], 0);
  return [...rows, { dim: 'total', key: null, count: sum('count'), authorities: sum('authorities') }];
}

/** Adds up rows of the same dimension and key. */
function merged(parts: AggregateRow[][]): AggregateRow[] {
  const out = new Map<string, AggregateRow>();
  for (const row of parts.flat()) {
    const id = `${row.dim}\u0000${row.key}`;
    const seen = out.get(id);
    out.set(
      id,
      seen ? { ...seen, count: seen.count + row.count, authorities: seen.authorities + row.authorities } : row,
    );
  }
  return [...out.values()];
}

/**
 * The rows not in the roll-up: today's and later, and those of the range's days changed since they were counted,
 * as time ranges the index on the row's instant serves (an OR over their local day would scan the whole range).
 */
async function freshRows<F>(db: Db, source: ReportSource<F>, range: Range, today: string) {
  const changed = await db
    .selectFrom('report_dirty')
    .select('day')
    .where('kind', '=', source.kind)
    .where('day', '>=', range.desde)
    .where('day', '<', today)
    .where('day', '<=', range.hasta)
    .execute();
  const at = sql.ref(source.at);
  const start = (day: string) => fromMexicoCityTime(`${day}T00:00:00`);
  const days = changed.map(({ day }) => sql<boolean>`(${at} >= ${start(day)} AND ${at} < ${start(addDays(day, 1))})`);
  return sql<boolean>`(${sql.join([sql<boolean>`${at} >= ${start(today)}`, ...days], sql` OR `)})`;
}

/**
 * A report's counts: the past days from `report_days` (recounted first where they changed), today and any day
 * changed meanwhile from the rows. Both reads share one snapshot, so no day is counted twice or missed.
 */
export async function reportCounts<F>(db: Db, source: ReportSource<F>, f: F & Range, today: string) {
  await refresh(db, source, f, today);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const fresh = await freshRows(trx, source, f, today);
      const [rolled, raw] = [await rolledUp(trx, source, f, today), await aggregate(trx, source.facts(trx, f, fresh))];
      return merged([rolled, raw]);
    });
}
