import { type Db, hashPassword } from '@ppd/db';
import type { UserType } from '@ppd/domain';

export const PASSWORD = 'Secreta.123';
const hashed = hashPassword(PASSWORD);
let seq = 0;

/** A unique address per call, so files running side by side (and maildev's shared inbox) never mix. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${process.pid}.${Date.now().toString(36)}.${seq++}@example.org`;
}

export async function createUser(
  db: Db,
  overrides: { type?: UserType; email?: string; name?: string; is_admin?: boolean; inactive?: boolean } = {},
) {
  return db
    .insertInto('users')
    .values({
      type: overrides.type ?? 'monitor',
      email: overrides.email ?? uniqueEmail(overrides.type ?? 'monitor'),
      password_hash: await hashed,
      name: overrides.name ?? 'Ana',
      last_name: 'Pérez',
      is_admin: overrides.is_admin ?? false,
      inactive: overrides.inactive ?? false,
    })
    .returning(['id', 'email', 'type', 'is_admin', 'sessions_valid_from'])
    .executeTakeFirstOrThrow();
}

/** A user as createUser made it. */
export type User = Awaited<ReturnType<typeof createUser>>;
