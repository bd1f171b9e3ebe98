import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { type ChartProps, maxOf } from './types.ts';

const RINGS = 4;

/** A spoke per label, a polygon per series. */
export function RadarChart({ label, data, width, height }: ChartProps) {
  const radius = Math.max(10, Math.min(width, height) / 2 - 40);
  const r = scaleLinear<number>({ domain: [0, maxOf(data)], range: [0, radius] });
  const angle = (i: number) => (Math.PI * 2 * i) / Math.max(1, data.labels.length) - Math.PI / 2;
  const at = (i: number, length: number) => [Math.cos(angle(i)) * length, Math.sin(angle(i)) * length] as const;
  const polygon = (lengths: number[]) => lengths.map((l, i) => at(i, l).join(',')).join(' ');
  const step = Math.ceil(data.labels.length / 12);
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-chart-kind="radar">
      <Group top={height / 2} left={width / 2}>
        {Array.from({ length: RINGS }, (_, k) => (
          <polygon
            key={k}
            points={polygon(data.labels.map(() => (radius * (k + 1)) / RINGS))}
            fill="none"
            stroke="#e0e0e0"
          />
        ))}
        {data.labels.map((label, i) => {
          const [x, y] = at(i, radius + 14);
          return i % step === 0 ? (
            <text key={label} x={x} y={y} fontSize={10} textAnchor="middle" dy="0.33em">
              {label}
            </text>
          ) : null;
        })}
        {data.series.map((s) => (
          <g key={s.key}>
            <polygon points={polygon(s.values.map((v) => r(v)))} fill={s.color} fillOpacity={0.25} stroke={s.color} />
            {s.values.map((v, i) => {
              const [x, y] = at(i, r(v));
              return (
                <circle key={data.labels[i]} data-mark={s.key} cx={x} cy={y} r={2.5} fill={s.color}>
                  <title>{`${data.labels[i]} · ${s.label}: ${v}`}</title>
                </circle>
              );
            })}
          </g>
        ))}
      </Group>
    </svg>
  );
}
