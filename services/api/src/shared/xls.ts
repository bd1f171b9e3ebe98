import { XLS_TYPE } from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import XLSX from 'xlsx';
import type { SheetSpec } from './xlsx.ts';

/** BIFF8's rows per sheet, less the header row. */
export const XLS_MAX_ROWS = 65_535;

let queue: Promise<unknown> = Promise.resolve();

/**
 * A real Excel 97–2003 workbook (BIFF8 in an OLE2 compound file), for the files the spec names `.xls`
 * (Denuncias.xls). Excel and LibreOffice open it without the "format and extension don't match" warning that an
 * xlsx or SpreadsheetML body under a .xls name gets. Written by SheetJS CE (`xlsx` 0.18.5 from the npm registry,
 * Apache-2.0; its known advisories are in its readers, which we never call on uploaded files). BIFF8 cannot be
 * streamed: the workbook is built in memory, fine for lists of thousands of rows (BIFF8 stops at 65,536 rows per
 * sheet, so larger exports belong in xlsx).
 */
export function buildXls(sheets: SheetSpec[]): Promise<Buffer> {
  // One workbook at a time per process: a BIFF8 build of tens of thousands of rows takes hundreds of MB while it
  // lasts (see the reports benchmark), and two at once should not double that.
  const built = queue.then(() => writeBook(sheets));
  queue = built.catch(() => undefined);
  return built;
}

async function writeBook(sheets: SheetSpec[]): Promise<Buffer> {
  const book = XLSX.utils.book_new();
  for (const spec of sheets) {
    const rows: unknown[][] = [spec.columns.map((c) => c.header)];
    for await (const row of spec.rows) rows.push(spec.columns.map((c) => row[c.key] ?? ''));
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    sheet['!cols'] = spec.columns.map((c) => ({ wch: c.width ?? 18 }));
    XLSX.utils.book_append_sheet(book, sheet, spec.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export async function sendXls(reply: FastifyReply, filename: string, sheets: SheetSpec[]) {
  const body = await buildXls(sheets);
  return reply
    .header('content-type', XLS_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
