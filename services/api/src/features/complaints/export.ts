import {
  COMPLAINT_STATUSES,
  type ComplaintView,
  complaintFileTypeName,
  complaintMediaInstant,
  EXPORT_DATE_FORMAT,
  folio,
  formatExportDate,
} from '@ppd/domain';
import type { SheetSpec } from '../../shared/xlsx.ts';

/**
 * The Denuncias sheet of Denuncias.xls (spec §9: ids prefixed 'F-', dates DD/MM/YYYY hh:mm A). Exported for the
 * reports screen, which downloads the same file.
 */
export function complaintSheet(complaints: Iterable<ComplaintView>): SheetSpec {
  return {
    name: 'Denuncias',
    columns: [
      { header: 'Folio', key: 'folio', width: 10 },
      { header: 'Fecha', key: 'date', width: 20 },
      { header: 'Categoría', key: 'category_name', width: 20 },
      { header: 'Estado', key: 'status', width: 12 },
      { header: 'Denuncia', key: 'text', width: 50 },
      { header: 'Respuesta', key: 'reply', width: 50 },
      { header: 'Archivo', key: 'file_type', width: 10 },
      { header: 'Fecha de media', key: 'media_date', width: 20 },
      { header: 'Latitud', key: 'lat', width: 12 },
      { header: 'Longitud', key: 'lon', width: 12 },
    ],
    rows: [...complaints].map((c) => ({
      folio: folio(c.id),
      date: formatExportDate(c.date),
      category_name: c.category_name,
      status: COMPLAINT_STATUSES[c.status],
      text: c.text,
      reply: c.reply ?? '',
      file_type: complaintFileTypeName(c.file_type),
      media_date: complaintMediaInstant(c.file_type, c.media_metadata)?.format(EXPORT_DATE_FORMAT) ?? '',
      lat: c.lat ?? '',
      lon: c.lon ?? '',
    })),
  };
}
