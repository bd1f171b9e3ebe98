import type { Db } from '@ppd/db';
import type { ComplaintReportFilters, Paging } from '@ppd/domain';
import { checkComplaintFilters, complaintsInReport, pageOf } from '../reports/index.ts';

/**
 * POST /visitors/complaint/complaintReport/: one page of the complaints of the report's range (the last 6 days by
 * default, Mexico City days), category and file type, with the complainant's sex, age and education for the charts.
 * As the spec says, a report row's `status` holds the category name; the workflow status is in `complaint_status`.
 */
export async function complaintReport(db: Db, f: ComplaintReportFilters & Paging) {
  await checkComplaintFilters(db, f);
  const rows = await pageOf(
    complaintsInReport(db, f)
      .select(['c.id', 'c.category_id', 'cc.name as category_name', 'c.status as complaint_status', 'c.text'])
      .select(['c.date', 'c.file_type', 'c.lat', 'c.lon', 'v.sex', 'v.age', 'v.nivel_estudios'])
      .orderBy('c.date', 'desc')
      .orderBy('c.id', 'desc'),
    f,
  ).execute();
  return rows.map((r) => ({ ...r, status: r.category_name, date: r.date.toISOString() }));
}
