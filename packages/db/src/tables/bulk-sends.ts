import type { SendFilter } from '@ppd/domain';
import type { Generated, Selectable } from 'kysely';
import type { Geometry, JsonbWithDefault } from './columns.ts';

/** What a send carries; 'event' is an activity's send, named so on the wire (send:progress). */
export type SendKind = 'survey' | 'event';
export type SendStatus = 'pending' | 'running' | 'done' | 'failed';

/** The inbox message every recipient of a send gets. */
export interface SendMessage {
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/** One bulk fan-out of a survey or an event to the visitors matching a filter (migration 0003). */
export interface BulkSendsTable {
  id: Generated<number>;
  kind: SendKind;
  target_id: number;
  filter: JsonbWithDefault<SendFilter>;
  /** The filter's drawn polygon (from `wkt`), null when no area was drawn. */
  area: Geometry | null;
  message: JsonbWithDefault<SendMessage>;
  status: Generated<SendStatus>;
  chunk_size: Generated<number>;
  total: Generated<number>;
  sent: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

/** The materialised audience in chunks of `chunk_size` visitors, chunk 0 first (migration 0008). */
export interface BulkSendChunksTable {
  send_id: number;
  chunk: number;
  visitor_ids: number[];
  /** Set in the transaction that wrote the chunk's inbox rows. */
  delivered_at: Date | null;
}

export type BulkSendRow = Selectable<BulkSendsTable>;
