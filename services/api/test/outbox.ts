import type { Db } from '@ppd/db';

/** The newest event of `type` the outbox holds (there must be one): what the change wrote beside itself. */
export async function lastEvent(db: Db, type: string) {
  const event = await db
    .selectFrom('outbox')
    .selectAll()
    .where('type', '=', type)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!event) throw new Error(`no ${type} event in the outbox`);
  return event;
}
