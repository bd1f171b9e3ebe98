/** One line, bar group or polygon of a chart: a value per label. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

/** What every chart draws: labels along the axis and one or more series over them. */
export interface ChartData {
  labels: string[];
  series: ChartSeries[];
}

export const CHART_KINDS = ['line', 'bar', 'pie', 'radar'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartProps {
  /** The chart's accessible name. */
  label: string;
  data: ChartData;
  width: number;
  height: number;
}

const MARGIN = { top: 16, right: 16, bottom: 56, left: 44 };

/** The plot area of a bar or line chart, and whether its labels are tilted (wider than their slot). */
export interface PlotFrame {
  margin: typeof MARGIN;
  innerWidth: number;
  innerHeight: number;
  tilted: boolean;
}

/** Tilted labels take room under the plot by their length (11 px text at 40°), so none is cut off. */
export function plotFrame(labels: string[], width: number, height: number): PlotFrame {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const tilted = innerWidth / Math.max(1, labels.length) < 70;
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const bottom = tilted ? Math.min(120, Math.max(MARGIN.bottom, 24 + Math.ceil(longest * 4))) : MARGIN.bottom;
  const margin = { ...MARGIN, bottom };
  return { margin, innerWidth, innerHeight: height - margin.top - bottom, tilted };
}

export const PALETTE = ['#58A5CC', '#cb2833', '#366D38', '#f57c00', '#7b1fa2', '#455a64', '#c2185b', '#0097a7'];

export const maxOf = (data: ChartData) => Math.max(1, ...data.series.flatMap((s) => s.values));

/** A single-series chart of buckets (age, education, status). */
export function bucketData(buckets: { label: string; count: number }[], label: string, color = PALETTE[0]!): ChartData {
  return {
    labels: buckets.map((b) => b.label),
    series: [{ key: 'count', label, color, values: buckets.map((b) => b.count) }],
  };
}
