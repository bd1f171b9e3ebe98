import { COMPLAINT_FILE_TYPES, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { failureOf } from '../../lib/queryClient.ts';
import { DateField, Select, Switch, TextField } from '../../ui/index.ts';
import { complaintCategoriesQuery } from '../complaints/index.ts';
import { type DateErrors, type ReportFilters as Filters, type ReportKind, reportsApi } from './reportsApi.ts';

const t = messages.reports.filters;

/** Desde / hasta, search, type (or category and file type) and, for alerts, the authorities switch. */
export function ReportFilters({
  kind,
  value,
  errors,
  onChange,
}: {
  kind: ReportKind;
  value: Filters;
  errors: DateErrors;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const types = useQuery({ queryKey: ['reports', 'alertTypes'], queryFn: reportsApi.alertTypes });
  const categories = useQuery(complaintCategoriesQuery);
  const all = { value: '-1', label: t.all };
  const typeOptions =
    kind === 'alerts'
      ? (types.data ?? []).map((a) => ({ value: String(a.id), label: a.tipo_alerta }))
      : (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const typeFailure = failureOf(kind === 'alerts' ? types : categories);
  return (
    <fieldset className="report-filters" aria-label={t.label}>
      <DateField label={t.desde} value={value.desde} error={errors.desde} onChange={(desde) => onChange({ desde })} />
      <DateField label={t.hasta} value={value.hasta} error={errors.hasta} onChange={(hasta) => onChange({ hasta })} />
      <TextField
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={value.search}
        maxLength={200}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <Select
        label={kind === 'alerts' ? t.alertType : t.category}
        options={[all, ...typeOptions]}
        failure={typeFailure}
        value={String(value.tipo)}
        onChange={(e) => onChange({ tipo: Number(e.target.value) })}
      />
      {kind === 'alerts' ? (
        <Switch
          label={t.authorities}
          checked={value.autoridades}
          onChange={(e) => onChange({ autoridades: e.target.checked })}
        />
      ) : (
        <Select
          label={t.fileType}
          options={[
            { value: 'Todos', label: t.all },
            ...COMPLAINT_FILE_TYPES.map((f) => ({ value: f.file_type, label: f.name })),
          ]}
          value={value.tipoArchivo}
          onChange={(e) => onChange({ tipoArchivo: e.target.value as Filters['tipoArchivo'] })}
        />
      )}
    </fieldset>
  );
}
