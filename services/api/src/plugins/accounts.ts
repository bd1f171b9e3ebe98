import { ACCOUNT_CHANNEL, type Db, listen, type User } from '@ppd/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';

/** What a token is checked against on every request: the account, and its sessions signed out (by `sid`). */
export type Account = Pick<User, 'id' | 'type' | 'email' | 'is_admin' | 'inactive' | 'sessions_valid_from'> & {
  revoked_sessions: string[];
};

export interface Accounts {
  /** The account as committed; from memory while this process hears every change to it. */
  find(id: number): Promise<Account | undefined>;
  /** Drops what this process holds of the account: call after committing a change to it (see `accountCache`). */
  forget(id: number): void;
  /** Called with an account's id when it changed, or null when any may have (live sockets check theirs again). */
  onChange(listener: (id: number | null) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

const findAccount = (db: Db, id: number): Promise<Account | undefined> =>
  db
    .selectFrom('users')
    .select(['id', 'type', 'email', 'is_admin', 'inactive', 'sessions_valid_from'])
    .select(
      sql<
        string[]
      >`array(SELECT sid::text FROM revoked_sessions r WHERE r.user_id = users.id AND r.expires_at > now())`.as(
        'revoked_sessions',
      ),
    )
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Accounts kept in memory only while `heard` says every change reaches this process (migration 0011's NOTIFY on
 * commit): otherwise each call reads the row, as before. A read that began before a change is not kept, so a
 * deactivated account or a spent token is refused from the NOTIFY on. The process that commits a change also
 * forgets it at once: its own next request does not wait for the NOTIFY.
 */
export function accountCache(load: (id: number) => Promise<Account | undefined>, max = 10_000) {
  const kept = new LRUCache<number, Account>({ max });
  const listeners: ((id: number | null) => void)[] = [];
  let hearing = false;
  let changes = 0;
  const drop = (id: number | null) => {
    if (id === null) kept.clear();
    else kept.delete(id);
    changes += 1;
  };
  const changed = (id: number | null) => {
    drop(id);
    for (const listener of listeners) listener(id);
  };
  return {
    forget: (id: number) => changed(id),
    onChange: (listener: (id: number | null) => void) => listeners.push(listener),
    async find(id: number) {
      const hit = hearing ? kept.get(id) : undefined;
      if (hit) return hit;
      const before = changes;
      const account = await load(id);
      if (account && hearing && changes === before) kept.set(id, account);
      return account;
    },
    /** A NOTIFY's payload: an account's id, or '' when every account may have changed. */
    notified(payload: string) {
      const id = Number(payload);
      changed(payload === '' || !Number.isSafeInteger(id) ? null : id);
    },
    /** Whether LISTEN holds: changes made while it did not were not heard, so every account may have changed. */
    heard(on: boolean) {
      hearing = on;
      if (on) changed(null);
      else drop(null);
    },
  };
}

export default fp(async (app: FastifyInstance, opts: { url: string }) => {
  const cache = accountCache((id) => findAccount(app.db, id));
  const listener = listen(
    opts.url,
    ACCOUNT_CHANNEL,
    { notified: cache.notified, ready: () => cache.heard(true), lost: () => cache.heard(false) },
    app.log,
  );
  app.decorate('accounts', { find: cache.find, forget: cache.forget, onChange: cache.onChange });
  app.addHook('onClose', async () => {
    cache.heard(false);
    await listener.close();
  });
});
