import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alertReportRows } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { alertReportRowsQuery } from '@ppd/domain';

/**
 * The report rows' honest floor: the same page over HTTP with nothing else (node:http, the body parsed by the same
 * schema, the same query, JSON.stringify), in the benchmark's process. The API's ratio to it is what the product
 * adds to the work; its ratio to the raw SQL includes the HTTP round trip of the page itself.
 */
export async function startRowsFloor(db: Db) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rows = await alertReportRows(db, alertReportRowsQuery.parse(JSON.parse(Buffer.concat(chunks).toString())));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
