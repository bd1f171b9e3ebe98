import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { MARGIN } from './types.ts';

/** The shared frame of the bar and line charts: value grid, value axis, label axis (tilted when crowded). */
export function Axes({
  x,
  y,
  labels,
  max,
  width,
  height,
}: {
  x: AxisScale;
  y: AxisScale;
  labels: string[];
  /** The largest value: counts get whole-number ticks. */
  max: number;
  width: number;
  height: number;
}) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  // Labels wider than their slot are tilted; past 16 only every few are written.
  const crowded = innerWidth / Math.max(1, labels.length) < 70;
  const step = Math.ceil(labels.length / 16);
  const ticks = Math.min(5, max);
  return (
    <>
      <GridRows scale={y} width={innerWidth} stroke="#e0e0e0" numTicks={ticks} />
      <AxisLeft scale={y} numTicks={ticks} tickFormat={(v) => String(v)} hideAxisLine />
      <AxisBottom
        top={height - MARGIN.top - MARGIN.bottom}
        scale={x}
        tickValues={labels.filter((_, i) => i % step === 0)}
        tickLabelProps={() => ({
          fontSize: 11,
          textAnchor: crowded ? 'end' : 'middle',
          angle: crowded ? -40 : 0,
          dy: crowded ? '-0.2em' : '0.25em',
        })}
      />
    </>
  );
}
