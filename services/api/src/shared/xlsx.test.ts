import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWorkbook } from './xlsx.ts';

const ROWS = 20_000;
/** Half a kilobyte a row: the 20,000 rows are 11 MB of XML, ten times what the zip may have waiting. */
const COMMENT = 'Hay una coladera sin tapa frente al número 12 de la calle. '.repeat(9);

/** What sendWorkbook hands to Fastify: the stream it sends. */
function capturingReply() {
  const reply = {
    body: undefined as PassThrough | undefined,
    header: () => reply,
    send: (body: PassThrough) => {
      reply.body = body;
      return reply;
    },
  };
  return reply;
}

/**
 * Holds every thread of libuv's pool, each opening a FIFO that no one writes to: zlib's deflate, which runs there,
 * cannot compress meanwhile (as on a saturated CPU, only for as long as the test wants). `release` lets them go.
 */
function holdThreadPool() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ppd-xlsx-'));
  const fifo = path.join(dir, 'hold');
  execFileSync('mkfifo', [fifo]);
  const opening = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE ?? 4) }, () => open(fifo, 'r'));
  return async () => {
    // Opened for reading and writing, a FIFO never blocks, and it gives the waiting readers their writer.
    const writer = openSync(fifo, 'r+');
    for (const handle of await Promise.all(opening)) await handle.close();
    closeSync(writer);
    rmSync(dir, { recursive: true });
  };
}

/** Until `read()` has not changed for `quietMs` (or reached `max`). */
async function settled(read: () => number, max: number, quietMs = 400) {
  for (let last = -1; read() !== last && read() < max; ) {
    last = read();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return read();
}

describe('a streamed xlsx (exceljs through a zip)', () => {
  let release: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await release?.();
    release = undefined;
  });

  it('reads no more rows while the zip cannot compress them, even with a client taking all it gets', async () => {
    release = holdThreadPool();
    let pulled = 0;
    function* rows() {
      for (let i = 1; i <= ROWS; i++) {
        pulled = i;
        yield { folio: `F-${i}`, text: `Alerta número ${i}: ${COMMENT}` };
      }
    }
    const reply = capturingReply();
    const columns = [
      { header: 'Folio', key: 'folio' },
      { header: 'Texto', key: 'text' },
    ];
    sendWorkbook(reply as unknown as FastifyReply, 'Prueba.xlsx', [{ name: 'Alertas', columns, rows: rows() }]);
    const chunks: Buffer[] = [];
    reply.body!.on('data', (chunk: Buffer) => chunks.push(chunk));

    // Before the fix every row was read into the zip's input at once (all 20,000 here; a heap's worth in a loaded
    // run of Alertas.xlsx): now what waits is about a megabyte of XML.
    expect(await settled(() => pulled, ROWS)).toBeLessThan(3_000);

    await release();
    release = undefined;
    await new Promise((resolve) => reply.body!.on('end', resolve));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Alertas')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(ROWS + 1).values).toEqual([undefined, `F-${ROWS}`, `Alerta número ${ROWS}: ${COMMENT}`]);
  });
});
