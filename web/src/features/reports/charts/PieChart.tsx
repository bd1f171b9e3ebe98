import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { type ChartData, type ChartProps, PALETTE } from './types.ts';

interface Slice {
  label: string;
  value: number;
  color: string;
}

/** One series: a slice per label. Several (a versus chart): a slice per series, its total over the labels. */
export function slicesOf(data: ChartData): Slice[] {
  if (data.series.length > 1) {
    return data.series.map((s) => ({ label: s.label, value: s.values.reduce((a, b) => a + b, 0), color: s.color }));
  }
  const [only] = data.series;
  return data.labels.map((label, i) => ({ label, value: only?.values[i] ?? 0, color: PALETTE[i % PALETTE.length]! }));
}

export function PieChart({ label, data, width, height }: ChartProps) {
  const slices = slicesOf(data).filter((s) => s.value > 0);
  const radius = Math.max(10, Math.min(width, height) / 2 - 16);
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-chart-kind="pie">
      <Group top={height / 2} left={width / 2}>
        <Pie data={slices} pieValue={(s) => s.value} outerRadius={radius} innerRadius={radius * 0.45} padAngle={0.01}>
          {(pie) =>
            pie.arcs.map((arc) => {
              const [cx, cy] = pie.path.centroid(arc);
              return (
                <g key={arc.data.label} data-mark="slice">
                  <path d={pie.path(arc) ?? ''} fill={arc.data.color}>
                    <title>{`${arc.data.label}: ${arc.data.value}`}</title>
                  </path>
                  {arc.endAngle - arc.startAngle > 0.3 && (
                    <text x={cx} y={cy} dy="0.33em" fontSize={11} textAnchor="middle" fill="#fff">
                      {arc.data.label}
                    </text>
                  )}
                </g>
              );
            })
          }
        </Pie>
      </Group>
    </svg>
  );
}
