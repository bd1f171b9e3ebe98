import { clockTexts, type PhaseStat, phaseCells } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { StackTable } from '../../ui/index.ts';
import { type ReportFilters, reportsApi } from './reportsApi.ts';

const c = clockTexts.phaseColumns;
const COLUMNS = ['group', 'key', 'phase', 'n', 'p50', 'p90', 'target', 'onTime'] as const;
const HEADERS = [c.group, c.key, c.phase, c.n, c.p50, c.p90, c.target, c.onTime];

/**
 * The alerts' response times (Tiempos de respuesta): time to assignment and to attention, p50 and p90 per day, type
 * and authority, with the type's target and the share on time (each alert against its own type's target).
 */
export function PhaseTable({ filters }: { filters: ReportFilters }) {
  const phases = useQuery({ queryKey: ['reports', 'phases', filters], queryFn: () => reportsApi.phases(filters) });
  const rows: PhaseStat[] = phases.data?.rows ?? [];
  return (
    <section className="report-phases" aria-label={clockTexts.phasesTitle}>
      <h2>{clockTexts.phasesTitle}</h2>
      {phases.isSuccess && rows.length === 0 ? (
        <p className="muted">{clockTexts.phasesEmpty}</p>
      ) : (
        <StackTable columns={HEADERS.map((label) => ({ label }))}>
          {rows.map((r) => {
            const cells = phaseCells(r);
            return (
              <tr key={`${r.group}:${r.key}:${r.phase}`}>
                {COLUMNS.map((k, i) => (
                  <td key={k} data-label={HEADERS[i]}>
                    {cells[k] || '—'}
                  </td>
                ))}
              </tr>
            );
          })}
        </StackTable>
      )}
    </section>
  );
}
