import type { Server } from 'socket.io';

type RawSocket = { cork(): void; uncork(): void };
type Transport = { name: string; writable: boolean; socket?: { _socket?: RawSocket } };
type Connection = { readyState: string; transport: Transport; flush(): void };

/**
 * Holds every WebSocket's outgoing packets until the end of the event loop's turn, then sends each socket's packets
 * as one write: under a surge the API answers many requests per turn, and each write is a system call (200 gestores
 * × 200 alerts/s would be 40,000 a second). A quiet turn with one alert is sent as before, at the end of that turn.
 * It uses engine.io's own buffering: a transport that is not writable keeps packets in order in its connection's
 * buffer (as while a write is in flight); a transport busy with a write is left to drain as usual.
 * Reads engine.io's `clients` table and ws's underlying socket (documented fields, untyped).
 */
export function writeBatcher(io: Server): () => void {
  let held: { connection: Connection; transport: Transport }[] | null = null;
  const release = () => {
    for (const { connection, transport } of held ?? []) {
      if (connection.transport !== transport || connection.readyState === 'closed') continue;
      transport.writable = true;
      const raw = transport.socket?._socket;
      raw?.cork();
      connection.flush();
      raw?.uncork();
    }
    held = null;
  };
  return () => {
    if (held) return;
    held = [];
    const { clients } = io.engine as unknown as { clients: Record<string, Connection> };
    for (const connection of Object.values(clients)) {
      const { transport } = connection;
      if (transport.name !== 'websocket' || !transport.writable) continue;
      transport.writable = false;
      held.push({ connection, transport });
    }
    setImmediate(release);
  };
}
