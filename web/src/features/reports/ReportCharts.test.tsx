import { messages, type ReportPoint, type ReportSummary } from '@ppd/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportCharts } from './ReportCharts.tsx';

const t = messages.reports;

/** A week of figures as the API answers them, with the authorities' counts only when it was asked for them. */
function summary(withAuthorities: boolean): ReportSummary {
  const point = (label: string): ReportPoint => ({ label, count: 2, ...(withAuthorities ? { authorities: 1 } : {}) });
  return {
    desde: '2026-11-20',
    hasta: '2026-11-26',
    total: 14,
    sex: [],
    age: [],
    education: [],
    status: [],
    byDate: [point('2026-11-26')],
    byWeekday: t.weekdays.map(point),
    byHour: t.weekdays.map(() => [point('09:00')]),
  };
}

const hasVersus = (html: string) => html.includes(t.charts.versus);

describe('the versus chart', () => {
  it('waits, once Autoridades is switched on, for figures that counted the authorities', () => {
    expect(hasVersus(renderToStaticMarkup(<ReportCharts kind="alerts" summary={summary(false)} versus />))).toBe(false);
    expect(hasVersus(renderToStaticMarkup(<ReportCharts kind="alerts" summary={summary(true)} versus />))).toBe(true);
    expect(hasVersus(renderToStaticMarkup(<ReportCharts kind="alerts" summary={summary(true)} versus={false} />))).toBe(
      false,
    );
  });
});
