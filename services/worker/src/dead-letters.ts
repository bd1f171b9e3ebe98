import type { Db } from '@ppd/db';
import { QUEUES, type QueueName } from '@ppd/domain';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_OPTIONS } from './queues.ts';

/**
 * Whether BullMQ is done with a job it reported failed: it sets `finishedOn` only when it moves the job to the
 * failed set (its attempts spent, or an unrecoverable failure such as "job stalled more than allowable limit"), not
 * when it puts it back for another try.
 */
export const failedForGood = (job: Pick<Job, 'finishedOn'>) => typeof job.finishedOn === 'number';

/** The event a job serves: a relayed job carries the event itself, a bulk-send chunk the event of its send. */
const eventIdOf = (data: unknown): string => {
  const { eventId, id } = data as { eventId?: unknown; id?: unknown };
  return String(typeof eventId === 'string' ? eventId : id);
};

/** Records (or refreshes) the dead letter of a job that failed for good. */
export async function recordDeadLetter(db: Db, queue: string, job: Job, reason: string): Promise<void> {
  await db
    .insertInto('dead_letters')
    .values({
      queue,
      job_id: String(job.id),
      event_id: eventIdOf(job.data),
      job_name: job.name,
      job_data: JSON.stringify(job.data),
      reason: reason.slice(0, 2_000),
      attempts: job.attemptsMade,
    })
    .onConflict((oc) =>
      oc.columns(['queue', 'job_id']).doUpdateSet((eb) => ({
        reason: eb.ref('excluded.reason'),
        attempts: eb.ref('excluded.attempts'),
        failed_at: eb.fn('now'),
      })),
    )
    .execute();
}

/**
 * Queues every dead letter (of `queue`, or of all) again, under its own job id, with a fresh set of attempts, and
 * deletes its row. Each row goes in its own transaction, committed once Redis has the job: a re-drive that fails
 * half-way leaves the rest, and the job that failed, where they were. Returns how many went.
 */
export async function redrive(db: Db, connection: Redis, prefix: string, queue?: QueueName): Promise<number> {
  const queues = new Map<string, Queue>();
  const queueFor = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix, defaultJobOptions: JOB_OPTIONS[name as QueueName] });
      queues.set(name, q);
    }
    return q;
  };
  let redriven = 0;
  try {
    const letters = await db
      .selectFrom('dead_letters')
      .select(['queue', 'job_id'])
      .where('queue', 'in', queue ? [queue] : [...QUEUES])
      .orderBy('failed_at')
      .execute();
    for (const letter of letters) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('dead_letters')
          .where('queue', '=', letter.queue)
          .where('job_id', '=', letter.job_id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return; // re-driven meanwhile
        const q = queueFor(row.queue);
        // The failed job still holds its id (BullMQ keeps it in the failed set): a new job under that id needs it gone.
        const old = await q.getJob(row.job_id);
        if (old && (await old.isFailed())) await old.remove();
        await q.add(row.job_name, row.job_data, { jobId: row.job_id });
        redriven++;
      });
    }
  } finally {
    await Promise.allSettled([...queues.values()].map((q) => q.close()));
  }
  return redriven;
}
