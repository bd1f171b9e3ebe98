import { type Actor, type Db, recordEvent } from '@ppd/db';
import type { EventPayloads } from '@ppd/domain';

/** A download for the bitácora (spec: written after downloads), in a transaction of its own: no row changes with it. */
export async function recordDownload(db: Db, actor: Actor, download: EventPayloads['download.recorded']) {
  await db.transaction().execute((trx) => recordEvent(trx, 'download.recorded', download, actor));
}
