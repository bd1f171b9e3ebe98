import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Axes } from './Axes.tsx';
import { type ChartProps, maxOf, plotFrame } from './types.ts';

/** One line per series, a dot per value. */
export function LineChart({ label, data, width, height }: ChartProps) {
  const frame = plotFrame(data.labels, width, height);
  const { innerWidth, innerHeight, margin } = frame;
  const x = scalePoint<string>({ domain: data.labels, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, maxOf(data)], range: [innerHeight, 0], nice: true });
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-chart-kind="line">
      <Group left={margin.left} top={margin.top}>
        <Axes x={x} y={y} labels={data.labels} max={maxOf(data)} frame={frame} />
        {data.series.map((s) => (
          <Group key={s.key}>
            <LinePath
              data={s.values}
              x={(_, i) => x(data.labels[i]!) ?? 0}
              y={(v) => y(v)}
              stroke={s.color}
              strokeWidth={2}
            />
            {s.values.map((v, i) => (
              <circle key={data.labels[i]} data-mark={s.key} cx={x(data.labels[i]!)} cy={y(v)} r={3} fill={s.color}>
                <title>{`${data.labels[i]} · ${s.label}: ${v}`}</title>
              </circle>
            ))}
          </Group>
        ))}
      </Group>
    </svg>
  );
}
