import { messages } from '@ppd/domain';
import { LegendOrdinal } from '@visx/legend';
import { ParentSize } from '@visx/responsive';
import { scaleOrdinal } from '@visx/scale';
import type { ComponentType, ReactNode } from 'react';
import { useChartTable } from '../../../ui/index.ts';
import { BarChart } from './BarChart.tsx';
import { LineChart } from './LineChart.tsx';
import { PieChart, slicesOf } from './PieChart.tsx';
import { RadarChart } from './RadarChart.tsx';
import type { ChartData, ChartKind, ChartProps } from './types.ts';

const t = messages.reports.charts;

const KINDS: Record<ChartKind, ComponentType<ChartProps>> = {
  bar: BarChart,
  line: LineChart,
  pie: PieChart,
  radar: RadarChart,
};

/** The legend: the series, or for a single-series pie its slices. */
function Legend({ data, kind }: { data: ChartData; kind: ChartKind }) {
  const entries =
    kind === 'pie' ? slicesOf(data) : data.series.length > 1 ? data.series.map((s) => ({ ...s, value: 0 })) : [];
  if (entries.length === 0) return null;
  const scale = scaleOrdinal({ domain: entries.map((e) => e.label), range: entries.map((e) => e.color) });
  return <LegendOrdinal scale={scale} direction="row" itemMargin="0 12px 0 0" className="chart-legend" />;
}

/** A titled chart of any kind over the same data, as wide as its card. */
export function Chart({
  title,
  kind,
  data,
  height = 260,
  controls,
}: {
  title: string;
  kind: ChartKind;
  data: ChartData;
  height?: number;
  controls?: ReactNode;
}) {
  const Drawing = KINDS[kind];
  const empty = data.series.every((s) => s.values.every((v) => v === 0));
  const figures = useChartTable(title, () => data);
  return (
    <section className="report-card" aria-label={title} data-chart={title}>
      <header className="report-card-head">
        <h3>{title}</h3>
        {controls}
        {!empty && figures.toggle}
      </header>
      {empty ? (
        <p className="muted report-empty">{t.empty}</p>
      ) : (
        <>
          <div style={{ height }}>
            <ParentSize>
              {({ width }) => (width > 0 ? <Drawing label={title} data={data} width={width} height={height} /> : null)}
            </ParentSize>
          </div>
          <Legend data={data} kind={kind} />
          {figures.table}
        </>
      )}
    </section>
  );
}
