import type { Db } from '@ppd/db';
import {
  type AlertReportFilters,
  type ComplaintReportFilters,
  exportDate,
  folio,
  messages,
  phaseCells,
} from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import { type Expression, sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { mapAsync } from '../../shared/pagination.ts';
import { sendXls, XLS_MAX_ROWS } from '../../shared/xls.ts';
import { type SheetSpec, sendWorkbook } from '../../shared/xlsx.ts';
import { chatSheet } from '../alerts/index.ts';
import { complaintSheet } from './complaint-sheet.ts';
import { alertsInReport, complaintsInReport, reportAlertIds } from './filters.ts';
import { keyset, newestFirst } from './pages.ts';
import { PHASE_COLUMNS, phaseStats } from './phases.ts';
import { ALERT_COLUMNS, person, place } from './sheets.ts';

const PAGE = 1000;
const alertKeys = keyset('a.fecha_alerta', 'a.id');
const complaintKeys = keyset('c.date', 'c.id');

/** Every download is audited under Reportes (spec §7 binnacles), with its filters and its rows of people's data. */
const recordReportDownload = (db: Db, actor: SessionUser, file: string, f: ReportDates, personalRows: number) =>
  recordDownload(db, actor, { module: 'Reportes', file, detail: `${f.desde} a ${f.hasta}`, personalRows });

type ReportDates = { desde: string; hasta: string };

/** How many rows a report's filtered query holds (its ids, counted by PostgreSQL). */
const countOf = async (db: Db, ids: Expression<unknown>) => {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (${ids}) AS listed`.execute(db);
  return Number(rows[0]!.n);
};

function alertRows(db: Db, f: AlertReportFilters) {
  const rows = newestFirst(
    (after, size) =>
      alertsInReport(db, f)
        .select(['a.id', alertKeys.at, 'a.fecha_alerta as at', 't.tipo_alerta', 'a.status', 'a.lat', 'a.lon'])
        .select(['v.name', 'v.last_name', 'v.sex', 'v.age', 'v.nivel_estudios'])
        .select(['a.comentario_visitante', 'a.comentario_autoridad'])
        // A deleted authority's name stays on the alerts it attended.
        .select((eb) => [
          eb.fn.coalesce('au.name', 'a.autoridad_nombre').as('au_name'),
          eb.fn.coalesce('au.last_name', 'a.autoridad_apellido').as('au_last'),
        ])
        .$if(after !== null, (q) => q.where(alertKeys.after(after!)))
        .orderBy('a.fecha_alerta', 'desc')
        .orderBy('a.id', 'desc')
        .limit(size)
        .execute(),
    PAGE,
  );
  return mapAsync(rows, (r) => ({
    ...r,
    ...person(r),
    ...place(r),
    folio: folio(r.id),
    fecha: exportDate(r.at),
    autoridad: r.au_name ? `${r.au_name} ${r.au_last}` : '',
  }));
}

/**
 * Alertas.xlsx (spec §9): the report's alerts, a Chats sheet only when one of them has messages, and the response
 * times (Tiempos de respuesta) when one reached a phase.
 */
export async function exportAlerts(db: Db, actor: SessionUser, f: AlertReportFilters, reply: FastifyReply) {
  const chats = await chatSheet(db, reportAlertIds(db, f));
  await recordReportDownload(db, actor, 'Alertas.xlsx', f, await countOf(db, reportAlertIds(db, f)));
  const phases = (await phaseStats(db, f)).map(phaseCells);
  const sheets: SheetSpec[] = [{ name: 'Alertas', columns: ALERT_COLUMNS, rows: alertRows(db, f) }];
  if (chats) sheets.push(chats);
  if (phases.length > 0) sheets.push({ name: 'Tiempos de respuesta', columns: PHASE_COLUMNS, rows: phases });
  return sendWorkbook(reply, 'Alertas.xlsx', sheets);
}

/**
 * Denuncias.xls: a real .xls through the BIFF8 writer (shared/xls.ts), which streams it a page at a time and holds
 * at most 65,535 rows a sheet: a larger report is refused, asking for a shorter period.
 */
export async function exportComplaints(db: Db, actor: SessionUser, f: ComplaintReportFilters, reply: FastifyReply) {
  const n = await countOf(db, complaintsInReport(db, f).select('c.id'));
  if (n > XLS_MAX_ROWS) throw validationError('hasta', messages.reports.errors.tooManyForXls);
  await recordReportDownload(db, actor, 'Denuncias.xls', f, n);
  const rows = newestFirst(
    (after, size) =>
      complaintsInReport(db, f)
        .select(['c.id', 'c.date', 'cc.name as category_name', 'c.status', 'c.text', 'c.file_type', 'c.reply'])
        .select([
          complaintKeys.at,
          'c.media_metadata',
          'c.lat',
          'c.lon',
          'v.name',
          'v.last_name',
          'v.sex',
          'v.age',
          'v.nivel_estudios',
        ])
        .$if(after !== null, (q) => q.where(complaintKeys.after(after!)))
        .orderBy('c.date', 'desc')
        .orderBy('c.id', 'desc')
        .limit(size)
        .execute(),
    PAGE,
  );
  return sendXls(reply, 'Denuncias.xls', complaintSheet(rows));
}
