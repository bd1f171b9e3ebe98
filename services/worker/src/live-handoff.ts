import { type DomainEvent, isApiPublished, livePushedKey, notificationsFor, pushesFor } from '@ppd/domain';
import type { Redis } from 'ioredis';

/** What the relay does with an event's notify job: leave it out, or queue it (after `delay` ms). */
export type NotifyPlan = { skip: true } | { skip: false; delay: number };

const AT_ONCE: NotifyPlan = { skip: false, delay: 0 };

/** How long the API still has to publish this event's pushes itself (ms; 0 or less once its grace is over). */
export const graceLeft = (event: DomainEvent, graceMs: number, now = Date.now()) =>
  graceMs - (now - Date.parse(event.createdAt));

/**
 * The relay's side of the live path. An event the API published itself (its marker exists) and that stores no
 * inbox message needs no notify job at all: the job would only find the marker and stop. One the API has not
 * marked yet is queued to run when its grace ends, not at once (where it would find no marker and be put back):
 * one job run per event instead of two or three, on the machine that also carries the live pushes.
 */
export async function planNotify(
  redis: Redis,
  events: DomainEvent[],
  graceMs: number,
  now = Date.now(),
): Promise<Map<string, NotifyPlan>> {
  const plans = new Map<string, NotifyPlan>();
  const live = events.filter((e) => isApiPublished(e.type) && pushesFor(e).length > 0);
  const marked = live.length === 0 ? [] : await redis.mget(live.map((e) => livePushedKey(e.id)));
  for (const [i, event] of live.entries()) {
    if (marked[i] === null) plans.set(event.id, { skip: false, delay: Math.max(0, graceLeft(event, graceMs, now)) });
    else if (notificationsFor(event).length === 0) plans.set(event.id, { skip: true });
  }
  return plans;
}

export const planOf = (plans: Map<string, NotifyPlan>, event: DomainEvent): NotifyPlan =>
  plans.get(event.id) ?? AT_ONCE;
