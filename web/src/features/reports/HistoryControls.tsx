import { messages } from '@ppd/domain';
import { Select } from '../../ui/index.ts';
import { CHART_KINDS, type ChartKind } from './charts/types.ts';
import { AXES, type Axis } from './history.ts';

const t = messages.reports;

export interface HistoryView {
  kind: ChartKind;
  axis: Axis;
  weekday: number;
}

/** Chart kind (line, bar, pie, radar), x-axis (Fechas, Días, Horas) and, for Horas, the weekday. */
export function HistoryControls({ view, onChange }: { view: HistoryView; onChange: (v: HistoryView) => void }) {
  return (
    <div className="report-controls">
      <Select
        label={t.charts.kindLabel}
        options={CHART_KINDS.map((k) => ({ value: k, label: t.chartKinds[k] }))}
        value={view.kind}
        onChange={(e) => onChange({ ...view, kind: e.target.value as ChartKind })}
      />
      <Select
        label={t.charts.axisLabel}
        options={AXES.map((a) => ({ value: a, label: t.axes[a] }))}
        value={view.axis}
        onChange={(e) => onChange({ ...view, axis: e.target.value as Axis })}
      />
      {view.axis === 'hours' && (
        <Select
          label={t.charts.weekdayLabel}
          options={t.weekdays.map((d, i) => ({ value: String(i), label: d }))}
          value={String(view.weekday)}
          onChange={(e) => onChange({ ...view, weekday: Number(e.target.value) })}
        />
      )}
    </div>
  );
}
