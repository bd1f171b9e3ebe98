import type { DomainEvent } from '@ppd/domain';

/** Which try of its job this is: processors that report progress (e-mail deliveries) tell a retry from the end. */
export interface Attempt {
  /** 1 for the first try. */
  number: number;
  /** No try follows this one if it fails. */
  last: boolean;
}

/** Puts the job back for `ms` without spending an attempt; the processor returns what this returns. */
export type Defer = (ms: number) => Promise<never>;

/** What a processor knows of the queue job it runs in; absent in direct calls. */
export interface JobContext {
  /** The job's name: a queue may carry more than one kind of job (bulk-send: send events and chunks). */
  name: string;
  attempt: Attempt;
  defer: Defer;
}

/** Handles one event taken from a queue. Throwing fails the attempt: BullMQ retries it with backoff. */
export type Processor = (event: DomainEvent, job?: JobContext) => Promise<void>;
