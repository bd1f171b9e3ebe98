import type { AuditModule } from '../constants.ts';
import type { RealtimeEvent, RealtimePayloads } from '../realtime.ts';
import type { EventPayloads, EventType } from './payloads.ts';
import type { WebhookShare } from './webhook-share.ts';

/** Queues that domain events fan out to; one BullMQ queue per concern. */
export const QUEUES = ['audit', 'email', 'notify', 'bulk-send', 'webhook'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface AuditEntry {
  module: AuditModule;
  action: string;
  observation: string;
}

/** Socket events that follow from a domain event (`notification` is sent by the inbox, `send:progress` by bulk sends). */
export type PushEvent = Exclude<RealtimeEvent, 'notification' | 'send:progress'>;

/** One live push: which rooms get which socket event, with what (the processor adds `eventId`). */
export type PushSpec = {
  [K in PushEvent]: { event: K; rooms: readonly string[]; data: Omit<RealtimePayloads[K], 'eventId'> };
}[PushEvent];

/** A message for one person's inbox (stored, then pushed to `user:<id>` as `notification`). */
export interface NotificationSpec {
  userId: number;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

export interface EventSpec<T extends EventType> {
  /** Which queues get a job for this event: `audit` always, `notify` when it pushes or notifies. */
  queues: readonly QueueName[];
  /** The bitácora row this event writes; every event is audited, so the log does not depend on the browser. */
  audit: (payload: EventPayloads[T]) => AuditEntry;
  /** Live pushes to socket rooms. */
  push?: (payload: EventPayloads[T]) => readonly PushSpec[];
  /** People who must be told, in their inbox. */
  notify?: (payload: EventPayloads[T]) => readonly NotificationSpec[];
  /**
   * Payload fields that grant something (a reset link's token): only the e-mail job carries them, and Redis drops
   * that job as soon as it is done instead of keeping it for an hour.
   */
  secrets?: readonly (keyof EventPayloads[T] & string)[];
  /**
   * What a webhook receiver is sent of this event: its public fields, or (`personal: true`, an event about a
   * person) its ids alone. Absent, the event is not offered to webhooks: nothing leaves unless declared here.
   */
  webhook?: WebhookShare<EventPayloads[T]>;
}

export type EventCatalogue = { [K in EventType]: EventSpec<K> };
export type CatalogueSection<K extends EventType> = { [P in K]: EventSpec<P> };

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  payload: EventPayloads[T];
  actorId: number | null;
  actorEmail: string | null;
  /** ISO instant of the commit that recorded it. */
  createdAt: string;
}
