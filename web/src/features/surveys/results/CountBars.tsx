import { AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';

export interface CountDatum {
  label: string;
  count: number;
}

const WIDTH = 520;
const ROW = 30;
const MARGIN = { top: 8, right: 48, bottom: 8, left: 150 };

/**
 * Horizontal bars with their counts: the chart of gender, multiple choice, scale and rating answers. The SVG
 * scales to its box; the list of values is also in the accessible name.
 */
export function CountBars({
  data,
  label,
  color = 'var(--color-primary)',
}: {
  data: readonly CountDatum[];
  label: string;
  color?: string;
}) {
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
  );
}
