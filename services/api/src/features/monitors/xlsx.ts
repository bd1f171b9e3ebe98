import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetSpec {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a workbook as it is written (exceljs' streaming writer): rows are committed one by one, so a large
 * export never sits whole in memory.
 */
export function sendWorkbook(reply: FastifyReply, filename: string, sheets: SheetSpec[]) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  void (async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name);
      sheet.columns = spec.columns.map((c) => ({ width: 18, ...c }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of spec.rows) sheet.addRow(row).commit();
      sheet.commit();
    }
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(out);
}

/** Reads a table in id order, `size` rows at a time (keyset pages), for streamed exports. */
export async function* inPages<T extends { id: number }>(
  page: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}

/** The first columns of a person's sheet (Autoridad, Monitorista). */
export const PERSON_COLUMNS = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Nombre', key: 'name' },
  { header: 'Apellido', key: 'last_name' },
  { header: 'Correo', key: 'email', width: 28 },
];

/** The contact columns that follow. */
export const CONTACT_COLUMNS = [
  { header: 'Teléfono', key: 'phone_number' },
  { header: 'Dirección', key: 'address', width: 30 },
  { header: 'Edad', key: 'age', width: 8 },
  { header: 'Sexo', key: 'sex', width: 12 },
];
