import type { Db } from '@ppd/db';
import type { complaintReportBody } from '@ppd/domain';
import { fromMexicoCityTime } from '@ppd/domain';
import type { z } from 'zod';

type ReportBody = z.infer<typeof complaintReportBody>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * POST /visitors/complaint/complaintReport/: the complaints of a date range (days in Mexico City, both ends
 * included) and category, with the complainant's sex, age and education for the charts. As the spec says, a
 * report row's `status` holds the category name; the workflow status is in `complaint_status`.
 */
export async function complaintReport(db: Db, body: ReportBody) {
  let query = db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .innerJoin('users as v', 'v.id', 'c.visitor_id')
    .select(['c.id', 'c.category_id', 'k.name as category_name', 'c.status as complaint_status', 'c.text'])
    .select(['c.date', 'c.file_type', 'c.lat', 'c.lon', 'v.sex', 'v.age', 'v.nivel_estudios'])
    .orderBy('c.date', 'desc');
  if (body.desde) query = query.where('c.date', '>=', fromMexicoCityTime(`${body.desde}T00:00:00`));
  if (body.hasta) {
    query = query.where('c.date', '<', new Date(fromMexicoCityTime(`${body.hasta}T00:00:00`).getTime() + DAY_MS));
  }
  const category = body.filtro_tipo;
  if (typeof category === 'number' && category > 0) query = query.where('c.category_id', '=', category);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, status: r.category_name, date: r.date.toISOString() }));
}
