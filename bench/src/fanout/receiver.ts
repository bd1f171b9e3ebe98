/**
 * A receiving process of the fan-out benchmarks: some of the gestor sockets, each connected to the product, the
 * floor and the bare server, timing every push of the benchmark's event (`alert:raised` or `claim:changed`).
 */
import type { AlertView, ClaimState } from '@ppd/domain';
import type { Socket } from 'socket.io-client';
import { connectSockets, serveRequests, wallClock } from '../lib.ts';
import { type Mark, readMark, UNMARKED } from './mark.ts';

/**
 * How each event names its phase, item and start: an alert carries the sender's mark in its comment; a claim carries
 * nothing of ours, so it is timed against t0 = 0 (its wall clock; the main process subtracts its own t0 per item id).
 * A claim's release (no holder) is the previous item's push, not the measured one.
 */
const READERS: Record<string, (push: unknown) => Mark | null> = {
  'alert:raised': (push) => readMark((push as { alert: AlertView }).alert.comentario_visitante),
  'claim:changed': (push) => {
    const { claim } = push as { claim: ClaimState };
    return claim.holder ? { phase: UNMARKED, index: claim.id, t0: 0 } : null;
  },
};

/** A server the sockets connect to; `signed`: each socket's handshake carries its gestor's token. */
export interface Server {
  url: string;
  signed: boolean;
}

/** Per phase: the item index and the latency of each delivery. */
const phases = new Map<string, { index: number[]; ms: number[] }>();
let sockets: Socket[] = [];

function timer(read: (push: unknown) => Mark | null) {
  return (push: unknown) => {
    const now = wallClock();
    const m = read(push);
    if (!m) return;
    let phase = phases.get(m.phase);
    if (!phase) {
      phase = { index: [], ms: [] };
      phases.set(m.phase, phase);
    }
    phase.index.push(m.index);
    phase.ms.push(now - m.t0);
  };
}

serveRequests(async (request) => {
  if (request.cmd === 'connect') {
    const { servers, tokens, event } = request as unknown as { servers: Server[]; tokens: string[]; event: string };
    const connected = servers.map(({ url, signed }) =>
      connectSockets(
        url,
        tokens.map((token) => (signed ? { token } : undefined)),
      ),
    );
    sockets = (await Promise.all(connected)).flat();
    const onPush = timer(READERS[event]!);
    for (const socket of sockets) socket.on(event, onPush);
    return sockets.length;
  }
  const phase = String(request.phase);
  if (request.cmd === 'count') return phases.get(phase)?.ms.length ?? 0;
  const taken = phases.get(phase) ?? { index: [], ms: [] };
  phases.delete(phase);
  return taken;
});
