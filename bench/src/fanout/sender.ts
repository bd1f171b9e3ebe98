import { Agent, request } from 'node:http';

/**
 * The load generator's HTTP: the same request the reference client (@ppd/client) sends, through Node's http module
 * with kept-alive connections. The client's `fetch` costs several times the CPU per call, and the sender shares
 * the machine's cores with the API it measures.
 */
export function jsonPoster(baseUrl: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  return (path: string, token: string, body: unknown) =>
    new Promise<void>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-access-token': token,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            res.statusCode !== undefined && res.statusCode < 300
              ? resolve()
              : reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
