import type { Db } from '@ppd/db';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60_000;

/**
 * preHandler: a visitor's call is activity for the inactivity retention (an app may keep its token for months
 * without signing in again). `last_seen_at` moves at most once a day per visitor: this process remembers whom it
 * touched today, and the update's own condition covers the other processes. The column is unindexed and outside
 * the accounts' NOTIFY, so the write stays a HOT update that wakes nobody.
 */
export function touchVisitors(db: Db, max = 100_000) {
  const touched = new LRUCache<number, true>({ max, ttl: DAY_MS });
  return async (request: FastifyRequest) => {
    const session = request.session;
    if (session?.type !== 'visitor' || touched.has(session.id)) return;
    touched.set(session.id, true);
    await sql`UPDATE users SET last_seen_at = now()
      WHERE id = ${session.id} AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 day')`
      .execute(db)
      .catch((err: Error) => request.log.warn({ err: err.message }, 'visitor activity not recorded'));
  };
}
