import type { Db } from '@ppd/db';
import {
  type ComplaintStatus,
  type ComplaintView,
  complaintFileTypeName,
  complaintMediaInstant,
  complaintStatusLabel,
  EXPORT_DATE_FORMAT,
  exportDate,
  folio,
  messages,
} from '@ppd/domain';
import { mapAsync } from '../../shared/pagination.ts';
import type { SheetSpec } from '../../shared/xlsx.ts';
import { PERSON, person, place } from './sheets.ts';

const h = messages.reports.exports;

/** The columns of Denuncias.xls, from the complaints screen and from the reports screen alike. */
const COMPLAINT_COLUMNS = [
  { header: h.folio, key: 'folio', width: 12 },
  { header: h.date, key: 'fecha', width: 22 },
  { header: h.category, key: 'category_name', width: 20 },
  { header: h.status, key: 'estado', width: 12 },
  ...PERSON,
  { header: h.text, key: 'text', width: 40 },
  { header: h.reply, key: 'reply', width: 40 },
  { header: h.fileType, key: 'tipo', width: 12 },
  { header: h.mediaDate, key: 'media_date', width: 22 },
  { header: h.lat, key: 'lat', width: 12 },
  { header: h.lon, key: 'lon', width: 12 },
];

/** A complaint with its visitor, as a Denuncias.xls row reads it. */
export type ComplaintExportRow = Pick<
  ComplaintView,
  'id' | 'category_name' | 'text' | 'reply' | 'file_type' | 'media_metadata' | 'lat' | 'lon'
> & {
  date: Date;
  status: string;
  name: string;
  last_name: string;
  sex: string | null;
  age: number | null;
  nivel_estudios: string | null;
};

const complaintCells = (c: ComplaintExportRow) => ({
  ...person(c),
  ...place(c),
  folio: folio(c.id),
  fecha: exportDate(c.date),
  category_name: c.category_name,
  estado: complaintStatusLabel(c.status as ComplaintStatus),
  text: c.text,
  reply: c.reply ?? '',
  tipo: complaintFileTypeName(c.file_type),
  media_date: complaintMediaInstant(c.file_type, c.media_metadata)?.format(EXPORT_DATE_FORMAT) ?? '',
});

/** The Denuncias sheet (spec §9: ids prefixed 'F-', dates DD/MM/YYYY hh:mm A). */
export function complaintSheet(rows: Iterable<ComplaintExportRow> | AsyncIterable<ComplaintExportRow>): SheetSpec {
  return { name: 'Denuncias', columns: COMPLAINT_COLUMNS, rows: mapAsync(rows, complaintCells) };
}

/** The listed complaints with their visitors, for the complaints screen's Denuncias.xls. */
export async function withVisitors(db: Db, complaints: ComplaintView[]): Promise<ComplaintExportRow[]> {
  const ids = [...new Set(complaints.map((c) => c.visitor_id))];
  const visitors = ids.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name', 'last_name', 'sex', 'age', 'nivel_estudios'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(visitors.map((v) => [v.id, v]));
  return complaints.map((c) => {
    const v = byId.get(c.visitor_id);
    return {
      ...c,
      date: new Date(c.date),
      name: v?.name ?? '',
      last_name: v?.last_name ?? '',
      sex: v?.sex ?? null,
      age: v?.age ?? null,
      nivel_estudios: v?.nivel_estudios ?? null,
    };
  });
}
