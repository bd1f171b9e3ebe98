import type { Db } from '@ppd/db';
import { ownDatabase } from '../lib.ts';
import type { BenchUser } from '../users.ts';

/**
 * The honest floor's database, beside the product's on the same PostgreSQL: the same alert type and users under the
 * same ids, so the same tokens sign in and the same rows are written.
 */
export async function floorDatabase(type: BenchAlertType, users: BenchUser[]) {
  const store = await ownDatabase();
  await store.db.insertInto('alert_types').values(type).execute();
  await store.db
    .insertInto('users')
    .values(
      users.map(({ id, type, email, name, last_name }) => ({ id, type, email, name, last_name, password_hash: 'x' })),
    )
    .execute();
  return store;
}

/**
 * The alert type of a fan-out run, with a day's response targets: the run's alerts are raised or claimed, never
 * assigned, and with the 911 norm's targets each would breach two and four minutes later, pushed to every board and
 * e-mailed to the administrators in whichever round (product, floor or bare) ran then.
 */
export async function benchAlertType(db: Db) {
  const values = { tipo_alerta: 'Seguridad', assign_target_s: 86_400, attend_target_s: 86_400 };
  const { id } = await db.insertInto('alert_types').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}
type BenchAlertType = Awaited<ReturnType<typeof benchAlertType>>;
