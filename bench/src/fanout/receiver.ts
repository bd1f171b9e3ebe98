/**
 * A receiving process of the alert fan-out benchmark: some of the gestor sockets, each connected both to the
 * product and to the bare server, timing every `alert:raised` against the wall clock its sender wrote in it.
 */
import type { AlertView } from '@ppd/domain';
import type { Socket } from 'socket.io-client';
import { connectSockets, serveRequests, wallClock } from '../lib.ts';
import { readMark } from './mark.ts';

/** Per phase: the alert index and the latency of each delivery. */
const phases = new Map<string, { index: number[]; ms: number[] }>();
let sockets: Socket[] = [];

function onAlert({ alert }: { alert: AlertView }) {
  const now = wallClock();
  const m = readMark(alert.comentario_visitante);
  if (!m) return;
  let phase = phases.get(m.phase);
  if (!phase) {
    phase = { index: [], ms: [] };
    phases.set(m.phase, phase);
  }
  phase.index.push(m.index);
  phase.ms.push(now - m.t0);
}

serveRequests(async (request) => {
  if (request.cmd === 'connect') {
    const { productUrl, bareUrl, tokens } = request as unknown as {
      productUrl: string;
      bareUrl: string;
      tokens: string[];
    };
    sockets = [
      ...(await connectSockets(
        productUrl,
        tokens.map((token) => ({ token })),
      )),
      ...(await connectSockets(
        bareUrl,
        tokens.map(() => undefined),
      )),
    ];
    for (const socket of sockets) socket.on('alert:raised', onAlert);
    return sockets.length;
  }
  const phase = String(request.phase);
  if (request.cmd === 'count') return phases.get(phase)?.ms.length ?? 0;
  const taken = phases.get(phase) ?? { index: [], ms: [] };
  phases.delete(phase);
  return taken;
});
