import { alertEvents } from './events/alerts.ts';
import { apiKeyEvents } from './events/api-keys.ts';
import { backOfficeEvents } from './events/back-office.ts';
import { claimCatalogue } from './events/claims.ts';
import { clockEvents } from './events/clocks.ts';
import { complaintEvents } from './events/complaints.ts';
import { contentEvents } from './events/content.ts';
import { dataRequestEvents } from './events/data-requests.ts';
import type { EventPayloads, EventType } from './events/payloads.ts';
import { peopleEvents } from './events/people.ts';
import { privacyEvents } from './events/privacy.ts';
import type { AuditEntry, DomainEvent, EventCatalogue, NotificationSpec, PushSpec, QueueName } from './events/spec.ts';
import { surveyEvents } from './events/surveys.ts';
import { userEvents } from './events/users.ts';
import { sharedPayload } from './events/webhook-share.ts';
import { webhookEvents } from './events/webhooks.ts';

export { type BreachContext, breachText, breachTitle } from './events/clocks.ts';
export { describeFilter } from './events/entries.ts';
export * from './events/payloads.ts';
export * from './events/spec.ts';
export type { FieldPath, WebhookShare } from './events/webhook-share.ts';

/** Every event with its audit row, queues, live pushes and inbox messages. Adding an event starts here. */
export const EVENT_CATALOGUE: EventCatalogue = {
  ...userEvents,
  ...alertEvents,
  ...claimCatalogue,
  ...complaintEvents,
  ...clockEvents,
  ...contentEvents,
  ...surveyEvents,
  ...backOfficeEvents,
  ...peopleEvents,
  ...privacyEvents,
  ...dataRequestEvents,
  ...apiKeyEvents,
  ...webhookEvents,
};

export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_CATALOGUE, type);
}

export function queuesFor(type: EventType): readonly QueueName[] {
  return EVENT_CATALOGUE[type].queues;
}

/** The queues some event fans out to: the ones a worker must process. */
export function queuesInUse(): QueueName[] {
  return [...new Set(EVENT_TYPES.flatMap(queuesFor))];
}

export function eventsOnQueue(queue: QueueName): EventType[] {
  return EVENT_TYPES.filter((type) => queuesFor(type).includes(queue));
}

export function secretsOf(type: EventType): readonly string[] {
  return EVENT_CATALOGUE[type].secrets ?? [];
}

/** The events an administrator may subscribe a webhook to: those whose catalogue entry says what they share. */
export function webhookEventTypes(): EventType[] {
  return EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].webhook !== undefined);
}

/** What a webhook receiver is sent of an event; null for an event not offered to webhooks. */
export function webhookPayloadFor<T extends EventType>(
  type: T,
  payload: EventPayloads[T],
): Record<string, unknown> | null {
  const share = EVENT_CATALOGUE[type].webhook;
  return share ? sharedPayload(share, payload) : null;
}

export function auditEntryFor<T extends EventType>(type: T, payload: EventPayloads[T]): AuditEntry {
  return EVENT_CATALOGUE[type].audit(payload);
}

export function pushesFor<T extends EventType>(event: Pick<DomainEvent<T>, 'type' | 'payload'>): readonly PushSpec[] {
  return EVENT_CATALOGUE[event.type].push?.(event.payload) ?? [];
}

export function notificationsFor<T extends EventType>(event: DomainEvent<T>): readonly NotificationSpec[] {
  return EVENT_CATALOGUE[event.type].notify?.(event.payload) ?? [];
}

/** Inconsistencies a worker refuses to start with: an event must be audited, and notify iff it pushes or tells. */
export function catalogueProblems(catalogue: EventCatalogue = EVENT_CATALOGUE): string[] {
  const problems: string[] = [];
  for (const type of Object.keys(catalogue) as EventType[]) {
    const spec = catalogue[type];
    if (!spec.queues.includes('audit')) problems.push(`${type} is not on the audit queue`);
    const informs = spec.push !== undefined || spec.notify !== undefined;
    if (informs !== spec.queues.includes('notify')) {
      problems.push(`${type}: the notify queue must be listed exactly when the event pushes or notifies`);
    }
    if (new Set(spec.queues).size !== spec.queues.length) problems.push(`${type} lists a queue twice`);
    const shared = spec.webhook && 'fields' in spec.webhook ? spec.webhook.fields : [];
    const secrets: readonly string[] = spec.secrets ?? [];
    if (shared.some((path) => secrets.includes(path.split('.')[0]!))) problems.push(`${type} shares a secret`);
  }
  return problems;
}
