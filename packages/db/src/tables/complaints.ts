import type { ComplaintStatus } from '@ppd/domain';
import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Geometry, NullableJsonb, Timestamp } from './columns.ts';
import type { MediaMetadata } from './records.ts';

/** A denuncia filed by a visitor. */
export interface ComplaintsTable {
  id: Generated<number>;
  category_id: number;
  visitor_id: number;
  text: Generated<string>;
  status: Generated<ComplaintStatus>;
  date: Timestamp;
  url: string | null;
  file_type: string | null;
  media_metadata: NullableJsonb<MediaMetadata>;
  /** Both or neither. */
  lat: number | null;
  lon: number | null;
  /** Derived from lat/lon by the database. */
  location: GeneratedAlways<Geometry | null>;
  reply: string | null;
  updated_at: Timestamp;
}

export type ComplaintRow = Selectable<ComplaintsTable>;
export type NewComplaint = Insertable<ComplaintsTable>;
export type ComplaintUpdate = Updateable<ComplaintsTable>;

/** An e-mail about a complaint and how its sending went (written queued by the API, moved on by the worker). */
export interface EmailDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  complaint_id: number | null;
  kind: 'status' | 'evidence';
  recipients: string[];
  /** Those of `recipients` the SMTP server refused while it took the mail for the others. */
  refused: Generated<string[]>;
  status: Generated<'queued' | 'retrying' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  sent_at: Date | null;
}
