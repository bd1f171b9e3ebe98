import type { Db } from '@ppd/db';
import { type DomainEvent, isApiPublished, livePushedKey, notificationsFor, pushesFor } from '@ppd/domain';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';

/**
 * What the relay does with an event's notify job: leave it out, queue it at once, or leave the whole row unsent for
 * now (`wait`: the API has not marked it yet and its grace runs `ms` more).
 */
export type NotifyPlan = { skip: true } | { skip: false; wait: number };

const AT_ONCE: NotifyPlan = { skip: false, wait: 0 };
const SKIP: NotifyPlan = { skip: true };

/**
 * An outbox row's age in ms, by the database's clock, which stamped its `created_at`: a worker's own clock may be
 * off from it by more than the whole grace.
 */
export const ageMs = sql<number>`(extract(epoch FROM clock_timestamp() - created_at) * 1000)::float8`;

/**
 * How long the API still has to publish this event's pushes itself (ms; 0 or less once its grace is over), measured
 * in the database. An event whose row is gone (deleted after its retention) is long past it.
 */
export async function graceLeft(db: Db, eventId: string, graceMs: number): Promise<number> {
  const row = await db.selectFrom('outbox').select(ageMs.as('age')).where('id', '=', eventId).executeTakeFirst();
  return row ? graceMs - row.age : 0;
}

/**
 * The relay's side of the live path. An event the API published itself (its marker exists) and that stores no
 * inbox message needs no notify job at all: the job would only find the marker and stop. One the API has not
 * marked yet, still in its grace (`graceLeftOf`, by the database's clock), is left unsent for a later pass: under load
 * the relay often claims a row in the moment between the API's commit and its marker, and a job then (delayed to the
 * grace's end, run, found marked) cost about 40 commands on the fsynced Redis for nothing. Once its grace is over, an
 * event still unmarked gets its job at once: an API that died before publishing leaves the push to the worker.
 */
export async function planNotify(
  redis: Redis,
  events: DomainEvent[],
  graceLeftOf: (event: DomainEvent) => number,
): Promise<Map<string, NotifyPlan>> {
  const plans = new Map<string, NotifyPlan>();
  // An event that pushes nothing and stores no inbox message (a claim let go by opening another) needs no job.
  for (const e of events) if (pushesFor(e).length === 0 && notificationsFor(e).length === 0) plans.set(e.id, SKIP);
  const live = events.filter((e) => isApiPublished(e.type) && pushesFor(e).length > 0);
  // Markers that cannot be read (LIVE_REDIS_URL away) count as absent: the notify jobs then push, the queues unharmed.
  const keys = live.map((e) => livePushedKey(e.id));
  const marked = live.length === 0 ? [] : await redis.mget(keys).catch(() => keys.map(() => null));
  for (const [i, event] of live.entries()) {
    if (marked[i] === null) plans.set(event.id, { skip: false, wait: Math.max(0, graceLeftOf(event)) });
    else if (notificationsFor(event).length === 0) plans.set(event.id, SKIP);
  }
  return plans;
}

export const planOf = (plans: Map<string, NotifyPlan>, event: DomainEvent): NotifyPlan =>
  plans.get(event.id) ?? AT_ONCE;

/** How long the row of an event stays unsent for the API's marker (0: relay it now). */
export const waitOf = (plan: NotifyPlan): number => (plan.skip ? 0 : plan.wait);
