import { messages, type ReportPoint } from '@ppd/domain';
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { ParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { useChartTable } from '../../../ui/index.ts';
import type { ChartData } from './types.ts';

const t = messages.reports;
const LEFT = 80;
const TOP = 18;
const ROW = 22;

/** Weekdays (rows) by hours (columns): a darker cell had more reports. */
function Cells({ byHour, width }: { byHour: ReportPoint[][]; width: number }) {
  const cell = Math.max(8, (width - LEFT) / 24);
  const max = Math.max(1, ...byHour.flat().map((p) => p.count));
  const color = scaleLinear<string>({ domain: [0, max], range: ['#eef5fa', '#0d47a1'] });
  // HeatmapRect draws columns of bins: a column per hour, a bin per weekday.
  const columns = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    bins: byHour.map((day, dow) => ({ dow, count: day[hour]?.count ?? 0 })),
  }));
  return (
    <svg width={width} height={TOP + ROW * 7} role="img" aria-label={t.charts.heatmap} data-chart-kind="heatmap">
      {t.weekdays.map((day, dow) => (
        <text key={day} x={LEFT - 6} y={TOP + ROW * dow + ROW / 2} dy="0.33em" fontSize={11} textAnchor="end">
          {day}
        </text>
      ))}
      {columns.map((c) =>
        c.hour % 3 === 0 ? (
          <text key={c.hour} x={LEFT + cell * c.hour} y={TOP - 6} fontSize={10}>
            {`${c.hour}h`}
          </text>
        ) : null,
      )}
      <Group left={LEFT} top={TOP}>
        <HeatmapRect
          data={columns}
          xScale={(i) => i * cell}
          yScale={(i) => i * ROW}
          colorScale={(n) => color(Number(n))}
          binWidth={cell}
          binHeight={ROW}
          gap={1}
          bins={(c) => c.bins}
          count={(b) => b.count}
        >
          {(grid) =>
            grid.flat().map((b) => (
              <rect
                key={`${b.row}-${b.column}`}
                data-mark="cell"
                x={b.x}
                y={b.y}
                width={b.width}
                height={b.height}
                fill={b.color}
              >
                <title>{`${t.weekdays[b.row]} ${byHour[b.row]?.[b.column]?.label} · ${b.count}`}</title>
              </rect>
            ))
          }
        </HeatmapRect>
      </Group>
    </svg>
  );
}

/** The heat map's figures as a table: a row per hour, a column per weekday. */
const hourTable = (byHour: ReportPoint[][]): ChartData => ({
  labels: Array.from({ length: 24 }, (_, hour) => byHour[0]?.[hour]?.label ?? `${hour}h`),
  series: t.weekdays.map((day, dow) => ({
    key: day,
    label: day,
    color: '',
    values: Array.from({ length: 24 }, (_, hour) => byHour[dow]?.[hour]?.count ?? 0),
  })),
});

export function HeatMap({ byHour }: { byHour: ReportPoint[][] }) {
  const figures = useChartTable(t.charts.heatmap, () => hourTable(byHour));
  return (
    <section className="report-card report-wide" aria-label={t.charts.heatmap}>
      <header className="report-card-head">
        <h3>{t.charts.heatmap}</h3>
        {figures.toggle}
      </header>
      <div style={{ height: TOP + ROW * 7 }}>
        <ParentSize>{({ width }) => (width > 0 ? <Cells byHour={byHour} width={width} /> : null)}</ParentSize>
      </div>
      {figures.table}
    </section>
  );
}
