/**
 * The floor of the fan-out benchmarks: a bare Socket.IO server in its own process (no Redis, no database, no
 * authentication) broadcasting the product's payload of the benchmark's event to every socket, open loop. It answers
 * each push's start (wall clock), for the payloads that carry none.
 */
import { createServer } from 'node:http';
import type { ClaimHolder } from '@ppd/domain';
import { Server } from 'socket.io';
import { alertView, freePort, openLoop, serveRequests, wallClock } from '../lib.ts';
import { mark } from './mark.ts';

const http = createServer();
const io = new Server(http, { serveClient: false });
const port = await freePort();
await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));

interface Run {
  phase: string;
  rate: number;
  count: number;
  event?: 'alert:raised' | 'claim:changed';
  /** For claims: the ids pushed are firstId + i, held by `holder` (the product's claiming gestor). */
  firstId?: number;
  holder?: ClaimHolder;
}

/** The push of item i, as the API sends it. */
function payload(run: Run, i: number, t0: number) {
  const eventId = `${run.phase}-${i}`;
  if (run.event !== 'claim:changed') {
    return { eventId, alert: alertView(i, { comentario_visitante: mark(run.phase, i, t0) }) };
  }
  const at = new Date(t0).toISOString();
  return { eventId, claim: { kind: 'alert', id: run.firstId! + i, holder: run.holder!, at } };
}

serveRequests(async (request) => {
  if (request.cmd === 'port') return port;
  const run = request as unknown as Run;
  const t0s: number[] = [];
  await openLoop(run.rate, run.count, async (i) => {
    t0s[i] = wallClock();
    io.emit(run.event ?? 'alert:raised', payload(run, i, t0s[i]));
  });
  return t0s;
});
