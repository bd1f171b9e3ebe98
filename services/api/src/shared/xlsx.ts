import { PassThrough, type Writable } from 'node:stream';
import { XLSX_TYPE } from '@ppd/domain';
import type { FastifyReply } from 'fastify';

export interface SheetSpec {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

/** XML the zip may have waiting: enough to keep its deflate busy while the next rows are written. */
const ZIP_AHEAD = 1 << 20;

/** What a stream holds unsent (readable-stream 2, archiver's, keeps it in its state only). */
const waiting = (stream: Writable) =>
  stream.writableLength ?? (stream as { _writableState?: { length?: number } })._writableState?.length ?? 0;

/**
 * Once `stream` holds `ahead` bytes (by default its mark, past which a write is refused), until it has passed on
 * what is waiting (a slow client, a busy zip), or the reply `out` has gone.
 */
async function drained(stream: Writable | undefined, out: PassThrough, ahead = stream?.writableHighWaterMark ?? 0) {
  if (!stream || waiting(stream) < ahead || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    out.on('close', done);
  });
}

/**
 * The zip's input for a sheet. exceljs hands a sheet's XML to the zip (archiver) through a stream that ignores
 * write()'s answer, so while the zip compresses slower than rows are written (a busy CPU: its deflate runs on
 * libuv's threads) the XML piles up there, not in the reply: a loaded run of Alertas.xlsx ran a 96 MB heap out.
 */
const zipInput = (sheet: unknown): Writable | undefined =>
  (sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];

/**
 * Streams a workbook as it is written (exceljs' streaming writer): rows are committed one by one, so a large
 * export never sits whole in memory, and none is read faster than the zip compresses it and the client downloads it.
 */
export function sendWorkbook(reply: FastifyReply, filename: string, sheets: SheetSpec[]) {
  const out = new PassThrough();
  void (async () => {
    // Loaded by the first xlsx, not by every API process at start (8 MB of heap with its zip writer).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name);
      sheet.columns = spec.columns.map((c) => ({ width: 18, ...c }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of spec.rows) {
        if (out.destroyed) return;
        sheet.addRow(row).commit();
        await drained(zipInput(sheet), out, ZIP_AHEAD);
        await drained(out, out);
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(out);
}
