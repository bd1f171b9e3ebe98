import { z } from 'zod';
import { alertBreach, complaintBreach } from './clocks/schemas.ts';
import type { UserType } from './constants.ts';
import { type PositionAck, type PositionFixBody, responderView } from './positions/schemas.ts';
import { alertViewSchema, chatMessageSchema } from './schemas/alerts.ts';
import { claimStateSchema } from './schemas/claims.ts';
import { complaintFiledSchema, complaintStatusSchema } from './schemas/complaints.ts';
import { notificationViewSchema } from './schemas/notifications.ts';

/**
 * Socket rooms. Every socket joins `user:<id>` (its inbox) and one room by type: back-office users `gestores`
 * (the live alert board), authorities `authority:<id>`, visitors `visitor:<id>`. `alert:<id>` (an alert's chat)
 * is joined on request, after the server checks who may see that alert.
 */
export const ROOMS = {
  gestores: 'gestores',
  user: (id: number) => `user:${id}`,
  authority: (id: number) => `authority:${id}`,
  visitor: (id: number) => `visitor:${id}`,
  alert: (id: number) => `alert:${id}`,
} as const;

/** The rooms a signed-in user joins on connection. */
export function roomsOf(user: { id: number; type: UserType }): string[] {
  const byType = {
    monitor: ROOMS.gestores,
    authority: ROOMS.authority(user.id),
    visitor: ROOMS.visitor(user.id),
  } as const;
  return [ROOMS.user(user.id), byType[user.type]];
}

/** A bulk send's progress, pushed to its sender's `user:<id>` room as chunks are delivered. */
export const sendProgressSchema = z.object({
  kind: z.enum(['survey', 'event']),
  /** The survey's or event's id. */
  id: z.number(),
  sendId: z.number(),
  sent: z.number(),
  total: z.number(),
  done: z.boolean(),
});
export type SendProgressView = z.infer<typeof sendProgressSchema>;

/** A push's payload: `eventId` (see `realtimePayloads`) and what it carries. */
const push = <S extends z.ZodRawShape>(shape: S) => z.object({ eventId: z.string(), ...shape });
const alertPush = push({ alert: alertViewSchema });

/**
 * What each socket event carries. `eventId` is the domain event behind the push: a push may arrive twice
 * (delivery is at least once), so clients ignore an `eventId` they have already applied.
 */
export const realtimePayloads = {
  'alert:raised': alertPush,
  'alert:assigned': alertPush,
  'alert:attended': alertPush,
  /** An assigned alert back to ABIERTA, without authority (its authority was deleted or deactivated). */
  'alert:reopened': alertPush,
  'chat:message': push({ message: chatMessageSchema }),
  /** To `gestores`: a response clock's breach (its level), as the sweeper fired it. */
  'alert:overdue': push({ breach: alertBreach }),
  'complaint:overdue': push({ breach: complaintBreach }),
  /**
   * To `gestores`: who now holds an alert or a complaint (`holder` null: nobody). A claim made by opening another item
   * carries in `released` the claims its holder let go so (nobody holds them now): one push per opening.
   */
  'claim:changed': push({ claim: claimStateSchema, released: z.array(claimStateSchema).optional() }),
  'complaint:updated': push({ complaint: complaintStatusSchema }),
  'complaint:filed': push({ complaint: complaintFiledSchema }),
  'complaint:deleted': push({ complaint: z.object({ id: z.number() }) }),
  notification: push({ notification: notificationViewSchema }),
  'send:progress': push({ progress: sendProgressSchema }),
  /**
   * To `gestores`, about once a second: the authorities whose position changed since the last one (not a domain
   * event: fixes are telemetry, kept in `authority_positions`, never in the outbox). No `eventId`.
   */
  'responders:moved': z.object({ responders: z.array(responderView) }),
  /** To `gestores` when a visitor answers a survey: open results pages refetch. */
  'survey:answered': push({ survey: z.object({ id: z.number(), number_answers: z.number() }) }),
} as const;
export type RealtimePayloads = { [K in keyof typeof realtimePayloads]: z.infer<(typeof realtimePayloads)[K]> };
export type RealtimeEvent = keyof RealtimePayloads;

export type ServerToClientEvents = { [K in RealtimeEvent]: (payload: RealtimePayloads[K]) => void };

/** The answer to a room request: `error` is a name from the error catalogue. */
export type RoomAck = { ok: true } | { ok: false; error: 'Forbidden' | 'ValidationError'; message: string };

export interface ClientToServerEvents {
  'alert:join': (alertId: number, ack: (result: RoomAck) => void) => void;
  'alert:leave': (alertId: number, ack: (result: RoomAck) => void) => void;
  /** An authority's GPS fix, as `POST /api/app/position` takes it (same schema, same 5 s limit). */
  position: (fix: PositionFixBody, ack: (result: PositionAck) => void) => void;
}

/** Why the server refused a handshake, in `connect_error`'s `err.data`. */
export interface HandshakeErrorData {
  name: 'TokenExpiredError' | 'InvalidTokenError' | 'JsonWebTokenError';
  message: string;
}

/**
 * An API process publishes an event's room pushes right after its commit and then sets this Redis key, on the same
 * connection as the publishes (so the key exists only if Redis took them); the notify worker skips the room pushes
 * of an event whose key exists, and pushes them itself otherwise (the fallback). Kept long enough for any worker
 * backlog worth the name; a later job just pushes again, which clients drop by `eventId`.
 */
export const livePushedKey = (eventId: string) => `live-pushed:${eventId}`;
export const LIVE_PUSHED_TTL_SECONDS = 600;

/**
 * Delivery is at least once (the live publish and the worker's fallback, a retried job): a client keeps the
 * `eventId`s it has applied and drops a push it has already seen. Returns whether this push is new; remembers the
 * last `limit` pushes.
 */
export function firstDeliveries(limit = 500): (event: string, payload: unknown) => boolean {
  const seen = new Set<string>();
  return (event, payload) => {
    const eventId = (payload as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string') return true;
    const key = `${event}:${eventId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > limit) seen.delete(seen.values().next().value!);
    return true;
  };
}

/**
 * The events whose room pushes the API publishes itself after the commit (the live alert board's path). The worker
 * waits for the marker only for these; every other event's pushes are the worker's at once.
 */
export const API_PUBLISHED_EVENTS = [
  'alert.raised',
  'alert.assigned',
  'alert.attended',
  'chat.message_sent',
  'alert.claimed',
  'alert.claim_released',
  'alert.claim_taken_over',
  'complaint.claimed',
  'complaint.claim_released',
  'complaint.claim_taken_over',
] as const;
export type ApiPublishedEvent = (typeof API_PUBLISHED_EVENTS)[number];
export const isApiPublished = (type: string): type is ApiPublishedEvent =>
  (API_PUBLISHED_EVENTS as readonly string[]).includes(type);
