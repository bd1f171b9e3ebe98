import { defaultReportRange, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { Button, FailureNotice, Icon } from '../../ui/index.ts';
import { PhaseTable } from './PhaseTable.tsx';
import { ReportCharts } from './ReportCharts.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import {
  blankDatesOf,
  dateErrorsOf,
  downloadReport,
  type ReportFilters as Filters,
  type ReportKind,
  reportsApi,
} from './reportsApi.ts';
import './reports.css';
import { useDownload } from '../../lib/useDownload.ts';

const t = messages.reports;
const KINDS: ReportKind[] = ['alerts', 'complaints'];
const initial = (): Filters => ({
  ...defaultReportRange(),
  search: '',
  tipo: -1,
  tipoArchivo: 'Todos',
  autoridades: true,
});

/** Statistics and reports (/reportes): ALERTAS or DENUNCIAS, filtered, charted, downloadable. */
export function ReportsPage() {
  const [kind, setKind] = useState<ReportKind>('alerts');
  const [filters, setFilters] = useState<Filters>(initial);
  const query = useDeferredValue(filters);
  const blank = blankDatesOf(query);
  const summary = useQuery({
    queryKey: ['reports', kind, query],
    queryFn: () => reportsApi.summary(kind, query),
    // The last figures stay while new filters are counted, but never the other report's (ALERTAS vs DENUNCIAS).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? previous : undefined),
    // Counted again on every visit: alerts and complaints change on other screens (and by the minute).
    staleTime: 0,
    enabled: !blank,
  });
  // A refused date is said under its field; any other failure above the charts, with Reintentar.
  const dateErrors = blank ?? dateErrorsOf(summary.error);
  const failure = dateErrors ? null : failureOf(summary);
  const downloads = useDownload();
  const switchTo = (next: ReportKind) => {
    setKind(next);
    setFilters((f) => ({ ...f, tipo: -1 }));
  };

  return (
    <div className="reports-page">
      <header className="reports-head">
        <h1>{t.title}</h1>
        <fieldset className="reports-kinds" aria-label={t.kindLabel}>
          {KINDS.map((k) => (
            <Button
              key={k}
              variant={k === kind ? 'primary' : 'secondary'}
              aria-pressed={k === kind}
              onClick={() => switchTo(k)}
            >
              {t.kinds[k]}
            </Button>
          ))}
        </fieldset>
        <Button onClick={() => downloads.start(() => downloadReport(kind, filters))} busy={downloads.busy()}>
          <Icon name="download" size={16} />
          {t.download[kind]}
        </Button>
      </header>
      <ReportFilters
        kind={kind}
        value={filters}
        errors={dateErrors ?? {}}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <FailureNotice failure={failure} />
      {summary.data ? (
        <ReportCharts kind={kind} summary={summary.data} versus={filters.autoridades} />
      ) : (
        summary.isFetching && <p className="muted">{t.loading}</p>
      )}
      {kind === 'alerts' && !dateErrors && <PhaseTable filters={query} />}
    </div>
  );
}
