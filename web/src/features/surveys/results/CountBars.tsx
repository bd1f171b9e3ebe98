import { AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { type ChartFigures, useChartTable } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';

export interface CountDatum {
  label: string;
  count: number;
}

const WIDTH = 520;
const ROW = 30;
const MARGIN = { top: 8, right: 48, bottom: 8, left: 150 };

/** Counts as a chart's table reads them: a row per label, one column of how many times. */
export const countFigures = (data: readonly CountDatum[]): ChartFigures => ({
  labels: data.map((d) => d.label),
  series: [{ key: 'count', label: t.timesColumn, values: data.map((d) => d.count) }],
});

/**
 * Horizontal bars with their counts: the chart of gender, multiple choice, scale and rating answers. The SVG
 * scales to its box; the list of values is also in the accessible name, and Ver datos shows them as a table
 * (headed `column`) that a screen reader walks cell by cell.
 */
export function CountBars({
  data,
  label,
  color = 'var(--color-primary)',
  column = t.answerColumn,
}: {
  data: readonly CountDatum[];
  label: string;
  color?: string;
  column?: string;
}) {
  const figures = useChartTable(label, () => countFigures(data), column);
  const height = MARGIN.top + MARGIN.bottom + ROW * Math.max(data.length, 1);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const y = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, height - MARGIN.top - MARGIN.bottom],
    padding: 0.25,
  });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((d) => d.count))], range: [0, innerWidth] });
  const summary = data.map((d) => `${d.label}: ${d.count}`).join(', ');
  return (
    <div className="chart-figures">
      <svg className="count-bars" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${label}. ${summary}`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((d) => {
            const top = y(d.label) ?? 0;
            const width = x(d.count);
            return (
              <g key={d.label}>
                <Bar x={0} y={top} width={width} height={y.bandwidth()} fill={color} rx={3} />
                <Text x={width + 6} y={top + y.bandwidth() / 2} verticalAnchor="middle" fontSize={13}>
                  {d.count}
                </Text>
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            hideTicks
            stroke="var(--border-strong)"
            tickFormat={(v) => (v.length > 22 ? `${v.slice(0, 21)}…` : v)}
            tickLabelProps={{ fontSize: 12, fill: 'var(--text)', textAnchor: 'end', dy: '0.33em' }}
          />
        </Group>
      </svg>
      {figures.toggle}
      {figures.table}
    </div>
  );
}
