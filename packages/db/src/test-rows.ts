import type { Insertable } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';

type NewAlertType = Insertable<Database['alert_types']>;
type NewComplaintCategory = Insertable<Database['complaint_categories']>;

/** A new alert type (a name and, if the test needs them, its targets): its id. */
export async function insertAlertType(db: Db, type: string | NewAlertType): Promise<number> {
  const values = typeof type === 'string' ? { tipo_alerta: type } : type;
  return (await db.insertInto('alert_types').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A new complaint category (a name and, if the test needs them, its recipients): its id. */
export async function insertComplaintCategory(db: Db, category: string | NewComplaintCategory): Promise<number> {
  const values = typeof category === 'string' ? { name: category } : category;
  return (await db.insertInto('complaint_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
