import { messages, type ReportPoint, type ReportSummary } from '@ppd/domain';
import { type ChartData, PALETTE } from './charts/types.ts';

const t = messages.reports;
export const AXES = ['dates', 'weekdays', 'hours'] as const;
export type Axis = (typeof AXES)[number];

/** 'YYYY-MM-DD' as the spec shows dates: DD/MM/YYYY. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

function pointsOf(summary: ReportSummary, axis: Axis, weekday: number): { labels: string[]; points: ReportPoint[] } {
  if (axis === 'weekdays') return { labels: summary.byWeekday.map((p) => p.label), points: summary.byWeekday };
  const points = axis === 'hours' ? (summary.byHour[weekday] ?? []) : summary.byDate;
  return { labels: points.map((p) => (axis === 'dates' ? shownDay(p.label) : p.label)), points };
}

/** The history: reports per day, weekday, or hour of one weekday. */
export function historyData(summary: ReportSummary, axis: Axis, weekday: number): ChartData {
  const { labels, points } = pointsOf(summary, axis, weekday);
  return {
    labels,
    series: [{ key: 'count', label: t.series.count, color: PALETTE[0]!, values: points.map((p) => p.count) }],
  };
}

/** Alerts raised by visitors against alerts an authority handled, on the same axis. */
export function versusData(summary: ReportSummary, axis: Axis, weekday: number): ChartData {
  const { labels, points } = pointsOf(summary, axis, weekday);
  return {
    labels,
    series: [
      { key: 'visitors', label: t.series.visitors, color: PALETTE[0]!, values: points.map((p) => p.count) },
      {
        key: 'authorities',
        label: t.series.authorities,
        color: PALETTE[1]!,
        values: points.map((p) => p.authorities ?? 0),
      },
    ],
  };
}
