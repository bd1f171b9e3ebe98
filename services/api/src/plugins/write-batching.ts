import type { Server } from 'socket.io';

type RawSocket = { cork(): void; uncork(): void; destroyed: boolean };
type EngineClient = { transport?: { socket?: { _socket?: RawSocket } } };

/**
 * Holds every WebSocket's writes until the end of the event loop's turn, so the pushes of all the alerts committed
 * in one turn leave as one write per socket instead of one per alert and socket: under a surge the API answers
 * many requests per turn, and each write is a system call (200 gestores × 200 alerts/s is 40,000 a second). Frames
 * keep their order; a quiet turn with one alert is sent as before, at the end of the same turn.
 * Reads engine.io's `clients` table and ws's underlying socket; a client on another transport is left alone.
 */
export function writeBatcher(io: Server): () => void {
  let held: RawSocket[] | null = null;
  const release = () => {
    const sockets = held ?? [];
    held = null;
    for (const raw of sockets) raw.uncork();
  };
  return () => {
    if (held) return;
    held = [];
    const { clients } = io.engine as unknown as { clients: Record<string, EngineClient> };
    for (const client of Object.values(clients)) {
      const raw = client.transport?.socket?._socket;
      if (!raw || raw.destroyed) continue;
      raw.cork();
      held.push(raw);
    }
    setImmediate(release);
  };
}
