import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, AppClient } from '../src/index.ts';

/** What a proxy in front of the API answers when the API is down, or a captive portal's page. */
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const status = req.url === '/api/app/alerts/1' ? 200 : 502;
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an answer that is not JSON', () => {
  it('rejects with ApiCallError and the status, not a SyntaxError', async () => {
    const err = await new AppClient(baseUrl).myAlerts().catch((e) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 502, errorName: 'Http502' });
    expect(err.message).toContain('502 Bad Gateway');
  });

  it('is a failed call even when its status says success', async () => {
    const err = await new AppClient(baseUrl).alert(1).catch((e) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 200, errorName: 'Http200' });
  });
});
