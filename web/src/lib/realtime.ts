import {
  type ClientToServerEvents,
  firstDeliveries,
  type HandshakeErrorData,
  type RealtimeEvent,
  type RealtimePayloads,
  type RoomAck,
  type ServerToClientEvents,
} from '@ppd/domain';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { tokenAtom } from './session.ts';
import { appStore } from './store.ts';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * `connecting` (first time or after a drop; the client retries by itself), `online`, `refused` (the server
 * turned the token down: the next API call sends the user to /login), `offline` (nobody signed in).
 */
export type RealtimeStatus = 'offline' | 'connecting' | 'online' | 'refused';

export const realtimeStatusAtom = atom<RealtimeStatus>('offline');
/** Where the API is; same origin (the default) in the product, set by tests. */
export const realtimeUrlAtom = atom<string | undefined>(undefined);

type Listener = (payload: never) => void;
const listeners = new Map<string, Set<Listener>>();
const refetchers = new Set<() => void>();

// Delivery is at least once: the live publish, the worker's fallback and a retried job carry the same eventId.
const firstTime = firstDeliveries();

function dispatch(event: string, payload: unknown): void {
  if (!firstTime(event, payload)) return;
  for (const listener of listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload);
}

function runRefetchers(): void {
  for (const refetch of refetchers) refetch();
}

const setStatus = (status: RealtimeStatus) => appStore.set(realtimeStatusAtom, status);

function open(token: string, url: string | undefined): RealtimeSocket {
  // Websocket only: several API nodes behind a load balancer then need no sticky sessions.
  const options = { auth: { token }, transports: ['websocket'] };
  const socket: RealtimeSocket = url ? io(url, options) : io(options);
  setStatus('connecting');

  socket.on('connect', () => {
    setStatus('online');
    // Pushes sent while the socket was away are lost, and so are those sent between a screen's first read and the
    // first connection: screens fetch again what they show.
    runRefetchers();
  });
  socket.on('disconnect', (reason) => {
    setStatus('connecting');
    // The server closed it (a restart, or the token ran out): the client does not retry by itself here.
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 1_000 + Math.random() * 2_000);
  });
  socket.on('connect_error', (err: Error & { data?: HandshakeErrorData }) => {
    // A refusal (bad or expired token) is final for this token; a network error is retried by the client.
    setStatus(socket.active && !err.data ? 'connecting' : 'refused');
  });
  socket.onAny(dispatch);
  return socket;
}

let current: { token: string; url: string | undefined; socket: RealtimeSocket } | null = null;

function connectionFor(token: string | null, url: string | undefined): RealtimeSocket | null {
  if (current && current.token === token && current.url === url) return current.socket;
  current?.socket.close();
  current = null;
  if (!token) {
    setStatus('offline');
    return null;
  }
  current = { token, url, socket: open(token, url) };
  return current.socket;
}

/** One connection per signed-in user: opened at sign-in, replaced when the token changes, closed at sign-out. */
export const realtimeSocketAtom = atom((get) => connectionFor(get(tokenAtom), get(realtimeUrlAtom)));

/** Subscribes outside React; returns the unsubscribe. */
export function onRealtime<K extends RealtimeEvent>(
  event: K,
  handler: (payload: RealtimePayloads[K]) => void,
): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(handler as Listener);
  return () => set.delete(handler as Listener);
}

/** Registers what to fetch again after each connection; returns the unregister. */
export function onConnect(refetch: () => void): () => void {
  refetchers.add(refetch);
  return () => refetchers.delete(refetch);
}

/** Keeps the connection open while a component that needs it is mounted (the shell). */
export function useRealtime(): RealtimeStatus {
  useAtomValue(realtimeSocketAtom);
  return useAtomValue(realtimeStatusAtom);
}

/** Calls `handler` for each push of `event` (once per domain event), with the latest handler. */
export function useRealtimeEvent<K extends RealtimeEvent>(
  event: K,
  handler: (payload: RealtimePayloads[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtime(event, (payload) => latest.current(payload)), [event]);
}

/** Calls `refetch` after every connection (the first too), so the screen shows what it missed. */
export function useRefetchOnConnect(refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => onConnect(() => latest.current()), []);
}

/** Follows an alert's room (its chat) while mounted, joining again after reconnections; the server's answer. */
export function useAlertRoom(alertId: number | null): RoomAck | null {
  const socket = useAtomValue(realtimeSocketAtom);
  const [ack, setAck] = useState<RoomAck | null>(null);
  useEffect(() => {
    if (!socket || alertId === null) return;
    const join = () => socket.emit('alert:join', alertId, setAck);
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('alert:leave', alertId, () => {});
      setAck(null);
    };
  }, [socket, alertId]);
  return ack;
}
