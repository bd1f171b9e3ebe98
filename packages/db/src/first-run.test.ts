import { DEFAULT_COMPLAINT_CATEGORIES } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { prepareInstallation } from './first-run.ts';
import { verifyPassword } from './passwords.ts';
import { seedDemo } from './seed/index.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const admins = () => db.selectFrom('users').select(['email', 'password_hash']).where('is_admin', '=', true).execute();
const categoryNames = async () =>
  (await db.selectFrom('complaint_categories').select('name').orderBy('name').execute()).map((c) => c.name);

describe('a new installation', () => {
  it('gets the default complaint categories and its first administrator, once', async () => {
    const admin = { email: ' Jefa@Municipio.MX ', password: 'una-clave-larga' };
    expect(await prepareInstallation(db, { admin })).toEqual({ categories: 7, admin: 'jefa@municipio.mx' });
    expect(await categoryNames()).toEqual([...DEFAULT_COMPLAINT_CATEGORIES].sort());
    const [first, ...others] = await admins();
    expect(others).toEqual([]);
    expect(first?.email).toBe('jefa@municipio.mx');
    expect(await verifyPassword(first!.password_hash, 'una-clave-larga')).toBe(true);

    // Run again (every deploy runs it), even with another admin asked for: nothing changes.
    const another = { email: 'otro@municipio.mx', password: 'otra-clave-larga' };
    expect(await prepareInstallation(db, { admin: another })).toEqual({ categories: 0, admin: null });
    expect((await admins()).map((a) => a.email)).toEqual(['jefa@municipio.mx']);
    expect(await categoryNames()).toHaveLength(DEFAULT_COMPLAINT_CATEGORIES.length);
  });

  it('keeps the categories when the demo is seeded on top, which gives them their recipients', async () => {
    expect(await seedDemo(db, { password: 'clave-demo' })).toBe(true);
    const categories = await db.selectFrom('complaint_categories').select(['name', 'email']).execute();
    expect(categories).toHaveLength(DEFAULT_COMPLAINT_CATEGORIES.length);
    for (const c of categories) expect(c.email).not.toBe('');
  });
});
