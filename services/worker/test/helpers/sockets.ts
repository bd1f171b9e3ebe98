import {
  type ClientToServerEvents,
  type HandshakeErrorData,
  realtimePayloads,
  type ServerToClientEvents,
} from '@ppd/domain';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects, or rejects with the server's refusal (`connect_error`, with its `data`). */
export function connectSocket(baseUrl: string, token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err: Error & { data?: HandshakeErrorData }) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * Everything a socket receives of one event, in order. Each payload must have the event's zod shape (domain's
 * `realtimePayloads`, what the apps are typed with): one that does not throws, failing the test run.
 */
export function collect<K extends keyof ServerToClientEvents>(socket: ClientSocket, event: K) {
  const received: Parameters<ServerToClientEvents[K]>[0][] = [];
  (socket as unknown as { on(e: string, f: (p: unknown) => void): void }).on(event, (payload) => {
    realtimePayloads[event].parse(payload);
    received.push(payload as Parameters<ServerToClientEvents[K]>[0]);
  });
  return received;
}
