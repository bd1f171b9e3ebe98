import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { XLS_TYPE } from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import { compoundFileHead, compoundFileTail } from './cfb.ts';
import type { SheetSpec } from './xlsx.ts';

/**
 * SheetJS only frames an .xls: loaded by the first one, not by every API process at start (11 MB of heap, most of it
 * its codepage tables, which left a 96 MB heap too little room for an export on a busy CPU).
 */
const sheetJs = async () => (await import('xlsx')).default;
type SheetJs = Awaited<ReturnType<typeof sheetJs>>;

/** BIFF8's rows per sheet, less the header row. */
export const XLS_MAX_ROWS = 65_535;

const BOF = 0x0809;
const DIMENSIONS = 0x0200;
const WINDOW2 = 0x023e;
const LABEL = 0x0204;
const NUMBER = 0x0203;
/** Excel's 255 characters a LABEL cell, as SheetJS writes them. */
const LABEL_MAX = 255;
/** Below this a stream lives in the compound file's mini stream, which SheetJS' own container writer handles. */
const MINI_STREAM_CUTOFF = 4096;

/**
 * The sheet's workbook stream as SheetJS writes it with the header row alone (fonts, styles, column widths): `head`
 * up to where the sheet's cells end, `tail` from there (Window2 … EOF), the header's cell style, and where the
 * sheet's DIMENSIONS record's last row is, to be set once the rows are counted.
 */
function template(XLSX: SheetJs, spec: SheetSpec) {
  const sheet = XLSX.utils.aoa_to_sheet([spec.columns.map((c) => c.header)]);
  sheet['!cols'] = spec.columns.map((c) => ({ wch: c.width ?? 18 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, spec.name);
  const file = XLSX.CFB.read(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }), { type: 'buffer' });
  const stream = Buffer.from(XLSX.CFB.find(file, 'Workbook')!.content as Uint8Array);
  let bofs = 0;
  let lastRowAt = -1;
  let style = 0;
  for (let at = 0; at < stream.length; at += 4 + stream.readUInt16LE(at + 2)) {
    const type = stream.readUInt16LE(at);
    if (type === BOF) bofs += 1;
    if (bofs < 2) continue;
    if (type === DIMENSIONS) lastRowAt = at + 8;
    if (type === LABEL) style = stream.readUInt16LE(at + 8);
    if (type === WINDOW2) return { file, head: stream.subarray(0, at), tail: stream.subarray(at), style, lastRowAt };
  }
  throw new Error('SheetJS wrote no Window2 record');
}

function record(type: number, body: Buffer) {
  const out = Buffer.allocUnsafe(4 + body.length);
  out.writeUInt16LE(type, 0);
  out.writeUInt16LE(body.length, 2);
  body.copy(out, 4);
  return out;
}

/** A cell's record: a number as NUMBER, anything else as a LABEL of its text (UTF-16, as SheetJS writes them). */
function cell(row: number, col: number, style: number, value: unknown): Buffer {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  const text = isNumber ? '' : String(value ?? '').slice(0, LABEL_MAX);
  const body = Buffer.allocUnsafe(isNumber ? 14 : 9 + 2 * text.length);
  body.writeUInt16LE(row, 0);
  body.writeUInt16LE(col, 2);
  body.writeUInt16LE(style, 4);
  if (isNumber) body.writeDoubleLE(value, 6);
  else {
    body.writeUInt16LE(text.length, 6);
    body[8] = 1;
    body.write(text, 9, 'utf16le');
  }
  return record(isNumber ? NUMBER : LABEL, body);
}

async function write(out: WriteStream, chunk: Buffer) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** The rows' cell records into `file`, a row at a time; how many rows. */
async function writeRows(spec: SheetSpec, style: number, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    for await (const row of spec.rows) {
      rows += 1;
      await write(out, Buffer.concat(spec.columns.map((c, col) => cell(rows, col, style, row[c.key]))));
    }
  } finally {
    out.end();
    await finished(out);
  }
  return rows;
}

/** The compound file: built by SheetJS when small (its mini stream), else ours ahead of the streamed cells. */
async function* compoundFile(XLSX: SheetJs, t: ReturnType<typeof template>, cells: string, size: number) {
  const total = t.head.length + size + t.tail.length;
  if (total < MINI_STREAM_CUTOFF) {
    XLSX.CFB.utils.cfb_add(t.file, 'Workbook', Buffer.concat([t.head, await readFile(cells), t.tail]));
    yield XLSX.CFB.write(t.file, { type: 'buffer' }) as Buffer;
    return;
  }
  yield compoundFileHead('Workbook', total);
  yield t.head;
  yield* createReadStream(cells);
  yield t.tail;
  yield compoundFileTail(total);
}

/**
 * A real Excel 97–2003 workbook of one sheet (BIFF8 in an OLE2 compound file), for the files the spec names `.xls`
 * (Denuncias.xls): Excel and LibreOffice open it without the "format and extension don't match" warning that an xlsx
 * body under a .xls name gets. SheetJS CE (`xlsx` 0.18.5) writes the workbook's frame; its BIFF8 writer holds every
 * cell as objects and buffers (1.2 GB for a full sheet), so the cells' records are written here, a row at a time,
 * to a temp file, and sent behind the compound file's header once their size is known.
 */
export async function* xlsFile(spec: SheetSpec): AsyncGenerator<Buffer> {
  const XLSX = await sheetJs();
  const t = template(XLSX, spec);
  const folder = await mkdtemp(path.join(tmpdir(), 'ppd-xls-'));
  const cells = path.join(folder, 'cells');
  try {
    const rows = await writeRows(spec, t.style, cells);
    t.head.writeUInt32LE(rows + 1, t.lastRowAt);
    yield* compoundFile(XLSX, t, cells, (await stat(cells)).size);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function sendXls(reply: FastifyReply, filename: string, spec: SheetSpec) {
  return reply
    .header('content-type', XLS_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(xlsFile(spec), { objectMode: false }));
}
