import { API_PUSHED_NOTICE, createDb, listen, OUTBOX_CHANNEL, type OutboxRow } from '@ppd/db';
import { type DomainEvent, type EventType, type QueueName, queuesFor, secretsOf } from '@ppd/domain';
import type { Redis } from 'ioredis';
import { type NotifyPlan, planNotify, planOf, waitOf } from './live-handoff.ts';
import type { Logger } from './logger.ts';
import { pruneOutbox } from './outbox-retention.ts';
import type { QueueSet } from './queues.ts';
import { claimAndRecord, peek, type RowSet } from './relay-claim.ts';
import { DELIVERY_JOB, type DeliveryKey, deliveryJobId } from './webhooks/fan-out.ts';

export { SUSPECT_AFTER } from './relay-claim.ts';

export interface RelayOptions {
  /** The relay opens its own connections: a small pool, and one holding the LISTEN. */
  databaseUrl: string;
  queues: QueueSet;
  /** Where the API's live-publish markers are read (`live-handoff.ts`), and how long the relay leaves a push to it. */
  live: { redis: Redis; graceMs: number };
  /** False while Redis is unreachable: the relay then keeps its rows and tries again on the next sweep. */
  redisReady: () => boolean;
  log: Logger;
  sweepMs?: number;
  batchSize?: number;
  /** How long a NOTIFY waits before the relay runs (50 ms). */
  settleMs?: number;
  /** The same for the NOTIFY of an event the API pushed itself (`API_PUSHED_NOTICE`, 250 ms): nothing live waits on it. */
  pushedSettleMs?: number;
  /** How often rows that failed `SUSPECT_AFTER` times with Redis up are tried again, apart (30 s). */
  suspectEveryMs?: number;
  /** Relayed rows older than this many days are deleted, every `pruneEveryMs` (10 min). */
  retentionDays?: number;
  pruneEveryMs?: number;
}

export interface Relay {
  /** Relay what is waiting now (coalesced with a run in progress). */
  kick(): void;
  /** Resolves when no run is in progress. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const ENQUEUE_TIMEOUT_MS = 10_000;

export function toDomainEvent(
  row: Pick<OutboxRow, 'id' | 'type' | 'payload' | 'actor_id' | 'actor_email' | 'created_at'>,
) {
  return {
    id: row.id,
    type: row.type as EventType,
    payload: row.payload,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    createdAt: row.created_at.toISOString(),
  } as DomainEvent;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type QueuedJob = {
  name: string;
  data: DomainEvent;
  opts: { jobId: string; removeOnComplete?: boolean };
};

/** The job of an event on a queue: its secrets (a reset link) go to the e-mail job alone, which Redis drops when done. */
function jobOf(event: DomainEvent, queue: QueueName): QueuedJob {
  const opts = { jobId: event.id };
  const secrets = secretsOf(event.type);
  if (secrets.length === 0) return { name: event.type, data: event, opts };
  if (queue === 'email') return { name: event.type, data: event, opts: { ...opts, removeOnComplete: true } };
  const blanked = Object.fromEntries(secrets.map((field) => [field, '']));
  return { name: event.type, data: { ...event, payload: { ...event.payload, ...blanked } } as DomainEvent, opts };
}

/** The queues an event gets a job on: not the audit's (the relay writes the bitácora row), nor a skipped notify. */
const jobQueues = (event: DomainEvent, plan: NotifyPlan): QueueName[] =>
  queuesFor(event.type).filter((queue) => queue !== 'audit' && !(queue === 'notify' && plan.skip));

/**
 * One job per subscribing queue but the audit's (the relay writes the bitácora row itself, `relayBatch`); the job id is
 * the event id, so an event relayed twice is queued once. The notify job follows the live hand-off's plan (left out,
 * or at once). A webhook delivery is one job per (event, endpoint), its id `<event id>_<endpoint id>`.
 */
async function enqueue(
  queues: QueueSet,
  events: DomainEvent[],
  plans: Map<string, NotifyPlan>,
  deliveries: DeliveryKey[],
): Promise<void> {
  const byQueue = new Map<QueueName, QueuedJob[]>();
  for (const event of events) {
    for (const queue of jobQueues(event, planOf(plans, event))) {
      const jobs = byQueue.get(queue) ?? [];
      jobs.push(jobOf(event, queue));
      byQueue.set(queue, jobs);
    }
  }
  const webhookJobs = deliveries.map((key) => ({ name: DELIVERY_JOB, data: key, opts: { jobId: deliveryJobId(key) } }));
  await Promise.all([
    ...[...byQueue].map(([queue, jobs]) => queues.get(queue).addBulk(jobs)),
    ...(webhookJobs.length > 0 ? [queues.addJobs('webhook', webhookJobs)] : []),
  ]);
}

/**
 * The relay's connections commit without waiting for the WAL flush: a claim lost in a server crash only leaves its
 * rows unsent, and relaying them again under the same job ids is a no-op.
 */
function asyncCommitUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c synchronous_commit=off`);
  return url.toString();
}

/** How soon the relay looks again at a row it left to the API's marker: markers usually land within milliseconds. */
const RECHECK_MS = 100;

/**
 * Moves committed outbox rows to BullMQ. Woken by NOTIFY (sent on commit by `recordEvent`) and by a sweep every
 * `sweepMs`, so a NOTIFY lost while the LISTEN connection was down delays an event by at most one sweep.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several relays share the work without waiting on each other,
 * and marked sent by the same statement; the transaction commits once Redis has the jobs, or rolls back. A crash
 * in between leaves them unsent: they are relayed again and the job ids make the second time a no-op. Only event
 * types this build knows are claimed, so during a rolling deploy a newer event waits for a newer worker instead of
 * being lost.
 */
export function startRelay(opts: RelayOptions): Relay {
  const { queues, log } = opts;
  const db = createDb(asyncCommitUrl(opts.databaseUrl), 2);
  const batchSize = opts.batchSize ?? 500;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /** Counts the try against the rows only when Redis was up: an outage is not the rows' fault. */
  async function failed(ids: string[], err: Error): Promise<-1> {
    if (!opts.redisReady()) {
      log.warn({ err: err.message, events: ids.length }, 'relay failed; events stay in outbox');
      return -1;
    }
    const updated = await db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returning('attempts')
      .execute();
    const attempts = Math.max(...updated.map((r) => r.attempts));
    log.warn({ err: err.message, events: ids.length, attempts }, 'relay failed; events stay in outbox');
    await queues.reset(); // connected but failing: start from fresh producers
    return -1;
  }

  /** Claims and records events that need no job, in one statement that commits alone. */
  async function relayAlone(events: DomainEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const { claimed } = await claimAndRecord(db, events, true);
    // Taken by another relay, or of a type an endpoint has just subscribed to (then relayed with jobs, next time).
    if (claimed.size < events.length) kickIn(RECHECK_MS);
    return claimed.size;
  }

  /** Claims and records events in a transaction that commits once Redis has their jobs, or rolls back. */
  async function relayWithJobs(events: DomainEvent[], plans: Map<string, NotifyPlan>): Promise<number> {
    if (events.length === 0) return 0;
    return db.transaction().execute(async (trx) => {
      const { claimed, deliveries } = await claimAndRecord(trx, events, false);
      const taken = events.filter((e) => claimed.has(e.id));
      await withTimeout(enqueue(queues, taken, plans, deliveries), ENQUEUE_TIMEOUT_MS);
      return taken.length;
    });
  }

  /**
   * Reads a batch and the API's markers of its live events, leaves the rows still waiting for a marker untouched (and
   * looks again soon), and claims the rest: a row is marked sent exactly when its bitácora row and jobs exist. Events
   * that need no job (an alert the API has pushed) take one statement; the others a transaction around their jobs.
   * Returns how many rows it relayed.
   */
  async function relayBatch(pick: RowSet = { suspects: false }): Promise<number> {
    let ids: string[] = [];
    try {
      const rows = await peek(db, batchSize, pick);
      ids = rows.map((r) => r.id);
      if (rows.length === 0) return 0;
      if (!opts.redisReady()) throw new Error('Redis is not connected');
      const ages = new Map(rows.map((r) => [r.id, r.age_ms]));
      const { redis, graceMs } = opts.live;
      const read = rows.map(toDomainEvent);
      const plans = await planNotify(redis, read, (e) => graceMs - ages.get(e.id)!);
      const waits = read.map((e) => waitOf(planOf(plans, e))).filter((ms) => ms > 0);
      if (waits.length > 0) kickIn(Math.min(RECHECK_MS, ...waits));
      const ready = read.filter((e) => waitOf(planOf(plans, e)) === 0);
      const subscribed = new Set(rows.filter((r) => r.subscribed).map((r) => r.id));
      const jobless = (e: DomainEvent) => !subscribed.has(e.id) && jobQueues(e, planOf(plans, e)).length === 0;
      ids = ready.map((e) => e.id);
      const alone = await relayAlone(ready.filter(jobless));
      const withJobs = ready.filter((e) => !jobless(e));
      ids = withJobs.map((e) => e.id);
      const relayed = alone + (await relayWithJobs(withJobs, plans));
      log.debug({ events: relayed, waiting: waits.length }, 'relayed');
      return relayed;
    } catch (err) {
      if (ids.length === 0) throw err;
      const outcome = await failed(ids, err as Error);
      return ids.length > 1 && opts.redisReady() ? oneByOne(ids) : outcome;
    }
  }

  /**
   * A batch failed with Redis up: one event may be at fault (a payload no build can read), and it must not hold back
   * the others. Each goes alone; the one at fault stays unsent, counted in `attempts`, and once a suspect it is left
   * out of the regular batches.
   */
  async function oneByOne(ids: string[]): Promise<number> {
    let relayed = 0;
    for (const id of ids) relayed += Math.max(0, await relayBatch({ only: id }));
    return relayed > 0 ? relayed : -1;
  }

  const attempt = (pick: RowSet) =>
    relayBatch(pick).catch((err: Error) => {
      log.error({ err: err.message }, 'relay batch failed');
      return -1;
    });

  const suspectEveryMs = opts.suspectEveryMs ?? 30_000;
  let suspectsDue = 0;

  async function drain(): Promise<void> {
    for (;;) {
      again = false;
      const relayed = await attempt({ suspects: false });
      if (stopped || relayed < 0) break;
      if (relayed < batchSize && !again) break;
    }
    // The suspects, apart and less often: in a batch first (an outage that made them suspects is over), and when
    // that fails, alone.
    if (stopped || Date.now() < suspectsDue) return;
    suspectsDue = Date.now() + suspectEveryMs;
    while (!stopped && (await attempt({ suspects: true })) === batchSize);
  }

  // One wake-up pending at a time, the soonest asked for: a NOTIFY's settle, or a look again at rows left to a marker.
  let waking: NodeJS.Timeout | undefined;
  let wakeAt = Number.POSITIVE_INFINITY;
  function kickIn(ms: number): void {
    const at = Date.now() + ms;
    if (waking && wakeAt <= at) return;
    clearTimeout(waking);
    wakeAt = at;
    waking = setTimeout(() => {
      waking = undefined;
      kick();
    }, ms);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  // A NOTIFY comes as the API's transaction commits, just before the API's live publish marks the event: a moment's
  // wait lets the marker land (the notify job is then left out) and gathers a burst's rows into one claim. An event
  // the API pushed itself waits longer: at a steady trickle of alerts, each claim is then one of many rows.
  const settleMs = opts.settleMs ?? 50;
  const pushedSettleMs = Math.max(settleMs, opts.pushedSettleMs ?? 250);
  const notified = (payload: string) => kickIn(payload === API_PUSHED_NOTICE ? pushedSettleMs : settleMs);
  const listener = listen(opts.databaseUrl, OUTBOX_CHANNEL, { notified, ready: () => kickIn(settleMs) }, log);
  const sweep = setInterval(kick, opts.sweepMs ?? 2_000);
  kick();
  let pruned: Promise<unknown> = Promise.resolve();
  const prune = () => {
    pruned = pruneOutbox(db, opts.retentionDays ?? 7)
      .then((deleted) => deleted > 0 && log.info({ deleted }, 'old relayed events deleted from outbox'))
      .catch((err: Error) => log.warn({ err: err.message }, 'outbox retention failed; tried again later'));
  };
  const pruning = setInterval(prune, opts.pruneEveryMs ?? 10 * 60_000);
  prune();

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      clearInterval(pruning);
      clearTimeout(waking);
      await listener.close();
      while (running) await running;
      await pruned;
      await db.destroy();
    },
  };
}
