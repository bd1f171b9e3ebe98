import { messages, type ReportSummary } from '@ppd/domain';
import { type ComponentProps, useState } from 'react';
import { Chart } from './charts/Chart.tsx';
import { HeatMap } from './charts/HeatMap.tsx';
import { bucketData } from './charts/types.ts';
import { HistoryControls, type HistoryView } from './HistoryControls.tsx';
import { historyData, versusData } from './history.ts';
import type { ReportKind } from './reportsApi.ts';

const t = messages.reports;

/** Totals, sex shares and every chart of one report, all from the server's aggregates. */
export function ReportCharts({ kind, summary, versus }: { kind: ReportKind; summary: ReportSummary; versus: boolean }) {
  const [view, setView] = useState<HistoryView>({ kind: 'line', axis: 'dates', weekday: 0 });
  // The switch may be ahead of the figures shown: versus waits for an answer that counted the authorities.
  const versusShown = kind === 'alerts' && versus && summary.byWeekday.some((p) => p.authorities !== undefined);
  const percent = (n: number) => (summary.total ? `${((100 * n) / summary.total).toFixed(1)} %` : '0 %');
  return (
    <div className="report-grid">
      <section className="report-card report-totals" aria-label={t.totals[kind]}>
        <p className="report-total">
          <span>{t.totals[kind]}</span>
          <strong data-total>{summary.total.toLocaleString('es-MX')}</strong>
        </p>
        <h3>{t.sex.title}</h3>
        <ul className="report-sex">
          {summary.sex.map((s) => (
            <li key={s.label}>
              <span>{s.label}</span> <strong>{percent(s.count)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <Chart title={t.charts.age} kind="bar" data={bucketData(summary.age, t.series.count)} />
      <Chart title={t.charts.education} kind="bar" data={bucketData(summary.education, t.series.count)} />
      <Chart title={t.charts.status} kind="bar" data={bucketData(summary.status, t.series.count)} />
      <WideChart
        title={t.charts.history}
        kind={view.kind}
        data={historyData(summary, view.axis, view.weekday)}
        controls={<HistoryControls view={view} onChange={setView} />}
      />
      {versusShown && (
        <WideChart title={t.charts.versus} kind={view.kind} data={versusData(summary, view.axis, view.weekday)} />
      )}
      <HeatMap byHour={summary.byHour} />
    </div>
  );
}

/** The history and the authorities' versus: across the whole grid and taller than the other charts. */
function WideChart(props: Omit<ComponentProps<typeof Chart>, 'height'>) {
  return (
    <div className="report-wide">
      <Chart {...props} height={300} />
    </div>
  );
}
