import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Axes } from './Axes.tsx';
import { type ChartProps, maxOf, plotFrame } from './types.ts';

/** Bars grouped by label, one bar per series. */
export function BarChart({ label, data, width, height }: ChartProps) {
  const frame = plotFrame(data.labels, width, height);
  const { innerWidth, innerHeight, margin } = frame;
  const x = scaleBand<string>({ domain: data.labels, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<string>({ domain: data.series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, maxOf(data)], range: [innerHeight, 0], nice: true });
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-chart-kind="bar">
      <Group left={margin.left} top={margin.top}>
        <Axes x={x} y={y} labels={data.labels} max={maxOf(data)} frame={frame} />
        {data.labels.map((label, i) => (
          <Group key={label} left={x(label) ?? 0}>
            {data.series.map((s) => {
              const value = s.values[i] ?? 0;
              return (
                <Bar
                  key={s.key}
                  data-mark={s.key}
                  x={inner(s.key) ?? 0}
                  y={y(value)}
                  width={inner.bandwidth()}
                  height={innerHeight - y(value)}
                  fill={s.color}
                >
                  <title>{`${label} · ${s.label}: ${value}`}</title>
                </Bar>
              );
            })}
          </Group>
        ))}
      </Group>
    </svg>
  );
}
