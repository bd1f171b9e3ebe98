import { EVENT_TYPES, type QueueName } from '@ppd/domain';
import type { z } from 'zod';
import type { JobContext } from './processors/types.ts';

/**
 * A job that is not a domain event (a bulk send's chunk): its name, the queue it shares with events, the zod shape
 * of its payload (parsed before every run: a job added by an older worker or by hand cannot reach `handle` with the
 * wrong fields) and its handler. Declared like the event catalogue, and checked with it before the worker starts.
 */
export interface JobSpec<P extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  payload: P;
  /** `job`: which try this is, and a way back to the delayed set (absent in direct calls). */
  handle: (payload: z.infer<P>, job?: JobContext) => Promise<void>;
}

export const defineJob = <P extends z.ZodType>(spec: JobSpec<P>): JobSpec<P> => spec;

/** Runs a job: its payload parsed by its shape, then handled. */
export async function runJob<P extends z.ZodType>(spec: JobSpec<P>, data: unknown, job?: JobContext): Promise<void> {
  await spec.handle(spec.payload.parse(data), job);
}

/** What would misroute a job: two jobs of one name, a name an event type also has, a queue no worker takes. */
export function jobProblems(jobs: readonly JobSpec[], queues: readonly QueueName[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) problems.push(`job ${job.name} is declared twice`);
    seen.add(job.name);
    if ((EVENT_TYPES as string[]).includes(job.name)) problems.push(`job ${job.name} has an event type's name`);
    if (!queues.includes(job.queue)) problems.push(`job ${job.name} is on ${job.queue}, which no worker takes`);
  }
  return problems;
}
