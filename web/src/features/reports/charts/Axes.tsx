import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { PlotFrame } from './types.ts';

/** The shared frame of the bar and line charts: value grid, value axis, label axis (tilted when crowded). */
export function Axes({
  x,
  y,
  labels,
  max,
  frame,
}: {
  x: AxisScale;
  y: AxisScale;
  labels: string[];
  /** The largest value: counts get whole-number ticks. */
  max: number;
  frame: PlotFrame;
}) {
  const { innerWidth, innerHeight, tilted } = frame;
  // Past 16 labels only every few are written.
  const step = Math.ceil(labels.length / 16);
  const ticks = Math.min(5, max);
  return (
    <>
      <GridRows scale={y} width={innerWidth} stroke="#e0e0e0" numTicks={ticks} />
      <AxisLeft scale={y} numTicks={ticks} tickFormat={(v) => String(v)} hideAxisLine />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={labels.filter((_, i) => i % step === 0)}
        tickLabelProps={() => ({
          fontSize: 11,
          textAnchor: tilted ? 'end' : 'middle',
          angle: tilted ? -40 : 0,
          dy: tilted ? '-0.2em' : '0.25em',
        })}
      />
    </>
  );
}
