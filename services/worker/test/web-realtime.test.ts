import { recordEvent } from '@ppd/db';
import { waitFor } from '@ppd/db/testing';
import type { DomainEvent, RealtimeEvent, RealtimePayloads } from '@ppd/domain';
import { Redis } from 'ioredis';
import type { Atom, createStore, WritableAtom } from 'jotai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyProcessor, toDomainEvent } from '../src/index.ts';
import { alertView } from './helpers/alerts.ts';
import { buildTestApp, tokenFor } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { createUser } from './helpers/users.ts';

// The web app's module, typed by hand: its own types need the DOM library this package does not compile with.
interface WebRealtime {
  realtimeSocketAtom: Atom<{ connected: boolean } | null>;
  realtimeStatusAtom: Atom<string>;
  realtimeUrlAtom: WritableAtom<string | undefined, [string | undefined], void>;
  onRealtime<K extends RealtimeEvent>(event: K, handler: (payload: RealtimePayloads[K]) => void): () => void;
  onConnect(refetch: () => void): () => void;
}
interface WebSession {
  sessionAtom: WritableAtom<unknown, [unknown], void>;
}
const web = (file: string) => new URL(`../../../web/src/lib/${file}`, import.meta.url).href;

describe('the web client (web/src/lib/realtime.ts) against the gateway', () => {
  const live = liveStack();
  let port: number;
  let realtime: WebRealtime;
  let session: WebSession;
  let store: ReturnType<typeof createStore>;

  beforeAll(async () => {
    port = Number(new URL(live.url).port);
    realtime = (await import(web('realtime.ts'))) as WebRealtime;
    session = (await import(web('session.ts'))) as WebSession;
    store = ((await import(web('store.ts'))) as { appStore: ReturnType<typeof createStore> }).appStore;
  });

  afterAll(async () => {
    store?.set(session.sessionAtom, null);
    store?.get(realtime.realtimeSocketAtom);
  });

  it('connects at sign-in, delivers each push once, refetches after a reconnection, closes at sign-out', async () => {
    const gestor = await createUser(live.database.db);
    const user = {
      user_id: gestor.id,
      uuid: '',
      email: gestor.email,
      name: 'Ana',
      last_name: 'Pérez',
      profile_image: null,
      is_admin: false,
    };
    store.set(realtime.realtimeUrlAtom, `http://127.0.0.1:${port}`);
    store.set(session.sessionAtom, { token: tokenFor(live.app, gestor), user, keep: false });
    expect(store.get(realtime.realtimeSocketAtom)).not.toBeNull();
    await waitFor(() => store.get(realtime.realtimeStatusAtom) === 'online', { what: 'online' });

    const raised: string[] = [];
    const stop = realtime.onRealtime('alert:raised', (p) => raised.push(p.eventId));
    let refetches = 0;
    const unregister = realtime.onConnect(() => refetches++);

    const eventId = await recordEvent(live.database.db, 'alert.raised', { alert: alertView() }, gestor);
    await waitFor(() => raised.length === 1, { what: 'the push' });
    expect(raised).toEqual([eventId]);

    // The same event pushed again (a retried job) is not delivered twice.
    const row = await live.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const publisher = new Redis(live.redis.url);
    await notifyProcessor(live.database.db, publisher)(toDomainEvent(row) as DomainEvent);
    publisher.disconnect();
    await new Promise((r) => setTimeout(r, 300));
    expect(raised).toEqual([eventId]);

    // The API restarts on the same address: the client comes back by itself and screens refetch.
    await live.app.close();
    await waitFor(() => store.get(realtime.realtimeStatusAtom) === 'connecting', { what: 'the drop' });
    live.app = await buildTestApp(live.database.url, live.redis.url);
    await live.app.listen({ host: '127.0.0.1', port });
    await waitFor(() => store.get(realtime.realtimeStatusAtom) === 'online', {
      timeoutMs: 15_000,
      what: 'back online',
    });
    expect(refetches).toBe(1);

    const after = await recordEvent(live.database.db, 'alert.raised', { alert: alertView() }, gestor);
    await waitFor(() => raised.length === 2, { what: 'a push after the reconnection' });
    expect(raised[1]).toBe(after);

    stop();
    unregister();
    store.set(session.sessionAtom, null);
    expect(store.get(realtime.realtimeSocketAtom)).toBeNull();
    expect(store.get(realtime.realtimeStatusAtom)).toBe('offline');
  });
});
