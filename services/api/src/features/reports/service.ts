import type { Db } from '@ppd/db';
import type { AlertReportFilters, ComplaintReportFilters, ReportSummary } from '@ppd/domain';
import { checkAlertFilters, checkComplaintFilters } from './filters.ts';
import { alertSource, complaintSource, reportAggregate } from './queries.ts';
import { ALERT_STATUS_GROUPS, COMPLAINT_STATUS_GROUPS, toSummary } from './summary.ts';

const rangeOf = (f: { desde: string; hasta: string }) => ({ desde: f.desde, hasta: f.hasta });

/**
 * The alerts report. With authorities on, the status chart shows ABIERTA / ASIGNADA / ATENDIDA and the history
 * carries the versus series; off, only ABIERTA / CERRADA (spec §4) and no authority figures.
 */
export async function alertSummary(db: Db, f: AlertReportFilters): Promise<ReportSummary> {
  await checkAlertFilters(db, f);
  const groups = f.autoridades ? ALERT_STATUS_GROUPS.withAuthorities : ALERT_STATUS_GROUPS.withoutAuthorities;
  return toSummary(await reportAggregate(db, alertSource, f), rangeOf(f), groups, f.autoridades);
}

export async function complaintSummary(db: Db, f: ComplaintReportFilters): Promise<ReportSummary> {
  await checkComplaintFilters(db, f);
  return toSummary(await reportAggregate(db, complaintSource, f), rangeOf(f), COMPLAINT_STATUS_GROUPS, false);
}
