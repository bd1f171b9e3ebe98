import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 that answers 204 to every POST and keeps what it accepted. `stop()` closes it (the
 * port then refuses), `start()` opens it again on the same port.
 */
export async function webhookReceiver() {
  const accepted: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(204).end(() => accepted.push({ headers: req.headers as Record<string, string>, body }));
    });
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    accepted,
    url: `http://127.0.0.1:${port}/hooks`,
    start,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
