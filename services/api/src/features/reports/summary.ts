import {
  AGE_BUCKETS,
  COMPLAINT_STATUSES,
  daysBetween,
  messages,
  type ReportBucket,
  type ReportPoint,
  type ReportSummary,
  STUDY_LEVELS,
} from '@ppd/domain';
import type { AggregateRow } from './aggregate.ts';

const t = messages.reports;
type Counts = Map<string | null, AggregateRow>;

function byDim(rows: AggregateRow[]): Map<AggregateRow['dim'], Counts> {
  const dims = new Map<AggregateRow['dim'], Counts>();
  for (const row of rows) {
    const counts = dims.get(row.dim) ?? new Map();
    counts.set(row.key, row);
    dims.set(row.dim, counts);
  }
  return dims;
}

const countOf = (counts: Counts | undefined, key: string | null) => counts?.get(key)?.count ?? 0;

/** The known keys in their order (zeros shown), then any other value, then 'Sin dato' when some rows lack one. */
function buckets(counts: Counts | undefined, known: readonly string[], label = (k: string) => k): ReportBucket[] {
  const out = known.map((key) => ({ label: label(key), count: countOf(counts, key) }));
  for (const [key, row] of counts ?? []) {
    if (key !== null && !known.includes(key)) out.push({ label: key, count: row.count });
  }
  const missing = countOf(counts, null);
  if (missing > 0) out.push({ label: t.noData, count: missing });
  return out;
}

/** Spec §4: grouped statuses of the status chart; each key lists the stored statuses it counts. */
export type StatusGroups = readonly (readonly [label: string, statuses: readonly string[]])[];

export const ALERT_STATUS_GROUPS = {
  withAuthorities: [
    ['ABIERTA', ['ABIERTA']],
    ['ASIGNADA', ['ASIGNADA']],
    ['ATENDIDA', ['ATENDIDA', 'CERRADA']],
  ],
  // Without authorities nothing is "assigned": an assigned alert is still open to the visitor.
  withoutAuthorities: [
    ['ABIERTA', ['ABIERTA', 'ASIGNADA']],
    ['CERRADA', ['ATENDIDA', 'CERRADA']],
  ],
} satisfies Record<string, StatusGroups>;

export const COMPLAINT_STATUS_GROUPS: StatusGroups = Object.entries(COMPLAINT_STATUSES).map(
  ([stored, shown]) => [shown, [stored]] as const,
);

const point = (label: string, row: AggregateRow | undefined, versus: boolean): ReportPoint =>
  versus ? { label, count: row?.count ?? 0, authorities: row?.authorities ?? 0 } : { label, count: row?.count ?? 0 };

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The aggregate's rows as the screen's charts: every bucket, day, weekday and hour present, zeros included. */
export function toSummary(
  rows: AggregateRow[],
  range: { desde: string; hasta: string },
  statuses: StatusGroups,
  versus: boolean,
): ReportSummary {
  const dims = byDim(rows);
  const sex = dims.get('sex');
  const hours = dims.get('hour');
  const byHour = t.weekdays.map((_, dow) =>
    Array.from({ length: 24 }, (_, hour) => point(hourLabel(hour), hours?.get(`${dow}:${hour}`), versus)),
  );
  const sum = (cells: ReportPoint[], key: 'count' | 'authorities') => cells.reduce((n, c) => n + (c[key] ?? 0), 0);
  return {
    ...range,
    total: countOf(dims.get('total'), null),
    sex: buckets(sex, ['H', 'M'], (k) => t.sex[k as 'H' | 'M']),
    age: buckets(dims.get('age'), AGE_BUCKETS),
    education: buckets(dims.get('education'), STUDY_LEVELS),
    status: statuses.map(([label, stored]) => ({
      label,
      count: stored.reduce((n, s) => n + countOf(dims.get('status'), s), 0),
    })),
    byDate: daysBetween(range.desde, range.hasta).map((day) => point(day, dims.get('date')?.get(day), versus)),
    byWeekday: byHour.map((cells, dow) => {
      const total = { count: sum(cells, 'count'), authorities: sum(cells, 'authorities') };
      return point(t.weekdays[dow]!, total as AggregateRow, versus);
    }),
    byHour,
  };
}
