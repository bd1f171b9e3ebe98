import { Readable } from 'node:stream';
import type { Db } from '@ppd/db';
import {
  recordRoutes as contract,
  EXPLORER_EXPORT_MAX,
  type ExplorerExportFormat,
  type ExportFormat,
  type ExportQuery,
  geometryFileName,
  messages,
} from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionUser, sessionOf } from '../../../plugins/auth.ts';
import { AppError } from '../../../plugins/errors.ts';
import { recordDownload } from '../../../shared/downloads.ts';
import { serve } from '../../../shared/serve.ts';
import { sendWorkbook } from '../../../shared/xlsx.ts';
import { staffCaller } from '../../explorer/index.ts';
import { geojsonChunks, kmlChunks, shapefileZip, sheetName, XLSX_COLUMNS, xlsxRow } from './formats.ts';
import {
  countExport,
  type ExportSelection,
  exportPages,
  exportTextLengths,
  exportTypes,
  type MeasuredRow,
} from './queries.ts';

const CONTENT_TYPES: Record<ExplorerExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  shp: 'application/zip',
};

export function exportFileName(format: ExportFormat, q: ExportQuery): string {
  if (format === 'xlsx') return q.ids?.length === 1 ? `Registro_${q.ids[0]}.xlsx` : 'RegistrosPPD.xlsx';
  return geometryFileName(format);
}

const recordExport = (db: Db, me: SessionUser, file: string, detail: string) =>
  recordDownload(db, me, { module: 'Registros', file, detail });

/** GeoJSON and KML streamed page by page, the shapefile zip from the temp files it was written to. */
async function sendGeoFile(db: Db, reply: FastifyReply, format: ExplorerExportFormat, q: ExportSelection) {
  const file = exportFileName(format, q);
  reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${file}"`);
  if (format === 'shp') return reply.send(await shapefileZip(exportPages(db, q), await exportTextLengths(db, q)));
  const chunks = format === 'kml' ? kmlChunks(exportPages(db, q)) : geojsonChunks(exportPages(db, q));
  return reply.send(Readable.from(chunks));
}

async function countOrRefuse(db: Db, q: ExportSelection) {
  const count = await countExport(db, q);
  if (count === 0) throw new AppError('NotFound', messages.records.nothingToExport);
  return count;
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
  serve(app, contract.export, async (request, reply) => {
    const { format } = request.params;
    const q = request.query;
    const count = await countOrRefuse(app.db, q);
    const file = exportFileName(format, q);
    await recordExport(app.db, sessionOf(request), file, `${count} registros`);
    if (format === 'xlsx') return sendXlsx(app.db, reply, q, file);
    return sendGeoFile(app.db, reply, format, q);
  });

  // The explorer's export (/explorador and /adminexplorer): the records in view, public ones only unless the caller
  // is staff, whose download goes to the bitácora as the records screen's do.
  serve(
    app,
    contract.explorerExport,
    async (request, reply) => {
      const { format } = request.params;
      const staff = await staffCaller(app, request);
      const q = { ids: request.body.ids, search: '', id_proyecto: -1, id_tipo: -1, publicOnly: staff === null };
      const count = await countOrRefuse(app.db, q);
      if (staff) await recordExport(app.db, staff, exportFileName(format, q), `${count} registros (Explorar)`);
      return sendGeoFile(app.db, reply, format, q);
    },
    // Room for the most ids an export may hold, each up to 10 digits and a comma.
    { bodyLimit: 64 + 11 * EXPLORER_EXPORT_MAX },
  );
};
