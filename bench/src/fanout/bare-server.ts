/**
 * The floor of the alert fan-out benchmark: a bare Socket.IO server in its own process (no Redis, no database,
 * no authentication) broadcasting the product's `alert:raised` payload to every socket, open loop.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { alertView, freePort, openLoop, serveRequests, wallClock } from '../lib.ts';
import { mark } from './mark.ts';

const http = createServer();
const io = new Server(http, { serveClient: false });
const port = await freePort();
await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));

serveRequests(async (request) => {
  if (request.cmd === 'port') return port;
  const { phase, rate, count } = request as unknown as { phase: string; rate: number; count: number };
  await openLoop(rate, count, async (i) => {
    const alert = alertView(i, { comentario_visitante: mark(phase, i, wallClock()) });
    io.emit('alert:raised', { eventId: `${phase}-${i}`, alert });
  });
  return count;
});
