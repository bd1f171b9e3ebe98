import type { Db } from '@ppd/db';
import { auditEntryFor, type DomainEvent } from '@ppd/domain';
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

type AuditLogRow = ReturnType<typeof auditRowFor>;

const FOREIGN_KEY_VIOLATION = '23503';

/** Writes the bitácora row of every event; `ON CONFLICT (event_id) DO NOTHING` makes a second run harmless. */
export function auditProcessor(db: Db): Processor {
  const insert = (group: AuditLogRow[]) =>
    db
      .insertInto('audit_log')
      .values(group)
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
  const rows = new GroupCommit<AuditLogRow>(
    async (group) => {
      await insert(group).catch((err: { code?: string }) => {
        // The actor's account is gone (deleted since): keep the row, without the link.
        if (group.length === 1 && err.code === FOREIGN_KEY_VIOLATION) return insert([{ ...group[0]!, user_id: null }]);
        throw err;
      });
    },
    { maxSize: 200, maxWaitMs: 2, maxInFlight: 4 },
  );
  return (event) => rows.add(auditRowFor(event));
}
