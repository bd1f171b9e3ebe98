import { ownDatabase } from '../lib.ts';
import type { BenchUser } from '../users.ts';

/**
 * The honest floor's database, beside the product's on the same PostgreSQL: the same alert type and users under the
 * same ids, so the same tokens sign in and the same rows are written.
 */
export async function floorDatabase(type: { id: number; tipo_alerta: string }, users: BenchUser[]) {
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
