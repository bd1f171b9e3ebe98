import type { Db } from '@ppd/db';
import { auditEntryFor, type DomainEvent } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';
import { GroupCommit } from '../group-commit.ts';
import type { Processor } from './types.ts';

export function auditRowFor(event: DomainEvent) {
  const entry = auditEntryFor(event.type, event.payload);
  const payloadEmail = (event.payload as { email?: unknown }).email;
  return {
    event_id: event.id,
    module: entry.module,
    action: entry.action,
    observation: entry.observation,
    // The person who acted; events without a signed-in actor name the person they concern.
    email: event.actorEmail ?? (typeof payloadEmail === 'string' ? payloadEmail : ''),
    user_id: event.actorId,
    // When it happened, not when the worker got to it.
    date: new Date(event.createdAt),
  };
}

/**
 * Writes the bitácora rows of `events` (those of them `joined` keeps: the relay's claim joins its claimed rows);
 * `ON CONFLICT (event_id) DO NOTHING` makes a second write harmless. An actor whose account is gone (deleted since) is
 * kept as the row's e-mail, without the link: the row is never refused for it.
 */
export function insertAuditRows(events: DomainEvent[], joined: RawBuilder<unknown> = sql``) {
  return sql`
    INSERT INTO audit_log (event_id, module, action, observation, email, user_id, date)
    SELECT r.event_id, r.module, r.action, r.observation, r.email,
           (SELECT u.id FROM users u WHERE u.id = r.user_id), r.date
      FROM jsonb_to_recordset(${JSON.stringify(events.map(auditRowFor))}::jsonb)
        AS r(event_id uuid, module text, action text, observation text, email text, user_id int, date timestamptz)
      ${joined}
    ON CONFLICT (event_id) DO NOTHING`;
}

/** Writes the bitácora rows of `events` in one statement. */
export async function writeAuditRows(db: Db, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await insertAuditRows(events).execute(db);
}

/** The bitácora row of an event relayed as a job (by a relay of an earlier build, or re-driven). */
export function auditProcessor(db: Db): Processor {
  const rows = new GroupCommit<DomainEvent>((group) => writeAuditRows(db, group), {
    maxSize: 200,
    maxWaitMs: 2,
    maxInFlight: 4,
  });
  return (event) => rows.add(event);
}
