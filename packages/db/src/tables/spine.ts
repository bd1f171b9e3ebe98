import type { Generated, Selectable } from 'kysely';

/** Domain events written in the same transaction as the change they describe, relayed to BullMQ. */
export interface OutboxTable {
  id: Generated<string>;
  type: string;
  payload: unknown;
  actor_id: number | null;
  actor_email: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  attempts: Generated<number>;
}

/** The bitácora: one row per audited event (event_id makes the audit worker idempotent). */
export interface AuditLogTable {
  id: Generated<number>;
  event_id: string | null;
  module: string;
  action: string;
  observation: string;
  email: string;
  user_id: number | null;
  date: Generated<Date>;
}

/** A user's inbox; pushed live when stored. */
export interface NotificationsTable {
  id: Generated<number>;
  event_id: string | null;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  data: unknown;
  created_at: Generated<Date>;
  read_at: Date | null;
}

/** A queue job that failed for good (attempts spent or stalled out), until it is re-driven (migration 0017). */
export interface DeadLettersTable {
  queue: string;
  job_id: string;
  /** The event the job serves: its own id for a relayed job, the send's event for a bulk-send chunk. */
  event_id: string;
  job_name: string;
  job_data: unknown;
  reason: string;
  /** Attempts BullMQ had made when it gave up. */
  attempts: number;
  failed_at: Generated<Date>;
}

export type OutboxRow = Selectable<OutboxTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
