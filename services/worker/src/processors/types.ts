import type { DomainEvent } from '@ppd/domain';

/** Handles one event taken from a queue. Throwing fails the attempt: BullMQ retries it with backoff. */
export type Processor = (event: DomainEvent) => Promise<void>;
