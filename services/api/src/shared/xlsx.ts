import { PassThrough } from 'node:stream';
import { XLSX_TYPE } from '@ppd/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetSpec {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

/** Until the reply has taken what is waiting (a slow client), or has gone. */
async function drained(out: PassThrough) {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });
}

/**
 * Streams a workbook as it is written (exceljs' streaming writer): rows are committed one by one, so a large
 * export never sits whole in memory, and none is read faster than the client downloads it.
 */
export function sendWorkbook(reply: FastifyReply, filename: string, sheets: SheetSpec[]) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  void (async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name);
      sheet.columns = spec.columns.map((c) => ({ width: 18, ...c }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of spec.rows) {
        if (out.destroyed) return;
        sheet.addRow(row).commit();
        await drained(out);
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
