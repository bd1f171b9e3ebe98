import { Readable } from 'node:stream';
import type { Db } from '@ppd/db';
import { type ExportFormat, type ExportQuery, exportParams, exportQuery, messages } from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionUser, STAFF, sessionOf } from '../../../plugins/auth.ts';
import { AppError } from '../../../plugins/errors.ts';
import { recordDownload } from '../../../shared/downloads.ts';
import { sendWorkbook } from '../../../shared/xlsx.ts';
import { geojsonChunks, kmlChunks, shapefileZip, sheetName, XLSX_COLUMNS, xlsxRow } from './formats.ts';
import { countExport, exportPages, exportTextLengths, exportTypes, type MeasuredRow } from './queries.ts';

const CONTENT_TYPES: Record<Exclude<ExportFormat, 'xlsx'>, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  shp: 'application/zip',
};

export function exportFileName(format: ExportFormat, q: ExportQuery): string {
  if (format === 'xlsx') return q.ids?.length === 1 ? `Registro_${q.ids[0]}.xlsx` : 'RegistrosPPD.xlsx';
  return format === 'shp' ? 'geometrias.zip' : `geometrias.${format}`;
}

const recordExport = (db: Db, me: SessionUser, file: string, count: number) =>
  recordDownload(db, me, { module: 'Registros', file, detail: `${count} registros` });

function attachment(reply: FastifyReply, format: Exclude<ExportFormat, 'xlsx'>, file: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${file}"`);
}

/** Excel: one sheet per record type (Oportunidades, Amenazas, …), written one after the other. */
async function sendXlsx(db: Db, reply: FastifyReply, q: ExportQuery, file: string) {
  const types = await exportTypes(db);
  const single = q.ids?.length === 1;
  const sheets = [];
  for (const type of types) {
    const always = !single && type.id <= 2;
    if (!always && (await countExport(db, { ...q, id_tipo: type.id })) === 0) continue;
    sheets.push({
      name: sheetName(type),
      columns: XLSX_COLUMNS,
      rows: (async function* () {
        for await (const rows of exportPages<MeasuredRow>(db, q, { typeId: type.id, measured: true })) {
          yield* rows.map(xlsxRow);
        }
      })(),
    });
  }
  return sendWorkbook(reply, file, sheets);
}

/**
 * Staff downloads of the records (all, filtered like the records list, or the listed ids), streamed: GeoJSON and
 * KML page by page, Excel through exceljs' streaming writer, the shapefile zip from the temp files it was written to.
 */
export const recordExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ppd/levantamiento/export/:format',
    { schema: { params: exportParams, querystring: exportQuery }, config: { access: STAFF } },
    async (request, reply) => {
      const { format } = request.params;
      const q = request.query;
      const count = await countExport(app.db, q);
      if (count === 0) throw new AppError('NotFound', messages.records.nothingToExport);
      const file = exportFileName(format, q);
      await recordExport(app.db, sessionOf(request), file, count);
      if (format === 'xlsx') return sendXlsx(app.db, reply, q, file);
      if (format === 'shp') {
        const zip = await shapefileZip(exportPages(app.db, q), await exportTextLengths(app.db, q));
        return attachment(reply, format, file).send(zip);
      }
      const chunks = format === 'kml' ? kmlChunks(exportPages(app.db, q)) : geojsonChunks(exportPages(app.db, q));
      return attachment(reply, format, file).send(Readable.from(chunks));
    },
  );
};
