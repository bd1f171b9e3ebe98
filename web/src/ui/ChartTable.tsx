import { messages } from '@ppd/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './Button.tsx';
import './chart-table.css';

const t = messages.reports.charts;

/** What a chart draws, as its table reads it: a row per label, a column per series (a value per label). */
export interface ChartFigures {
  labels: readonly string[];
  series: readonly { key: string; label: string; values: readonly number[] }[];
}

/**
 * Ver datos for a chart: `toggle`, the button for its header, and `table`, its figures once asked for (for the
 * card's body), its first column headed `labelColumn`. `data` is read only while the table shows.
 */
export function useChartTable(
  title: string,
  data: () => ChartFigures,
  labelColumn: string = t.labelColumn,
): { toggle: ReactNode; table: ReactNode } {
  const [shown, setShown] = useState(false);
  const id = useId();
  return {
    toggle: (
      <Button
        variant="link"
        aria-expanded={shown}
        aria-controls={shown ? id : undefined}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t.hideData : t.showData}
      </Button>
    ),
    table: shown ? <ChartTable id={id} title={title} data={data()} labelColumn={labelColumn} /> : null,
  };
}

/** A chart's figures as a table: a row per label, a column per series (what a screen reader reads instead). */
export function ChartTable({
  id,
  title,
  data,
  labelColumn,
}: {
  id: string;
  title: string;
  data: ChartFigures;
  labelColumn: string;
}) {
  return (
    // A long table scrolls in its box, which the keyboard can then reach and scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
    <section className="chart-table table-scroll" id={id} aria-label={title} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelColumn}</th>
            {data.series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {data.series.map((s) => (
                <td key={s.key}>{(s.values[i] ?? 0).toLocaleString('es-MX')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
