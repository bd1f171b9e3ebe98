import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ALERT_TYPES, DEFAULT_COMPLAINT_CATEGORIES, DEFAULT_SURVEY_CATEGORIES } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { prepareInstallation } from './first-run.ts';
import { LIBRARY_ICONS } from './icon-library.ts';
import { verifyPassword } from './passwords.ts';
import { seedDemo } from './seed/index.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'ppd-first-run-'));

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const admins = () => db.selectFrom('users').select(['email', 'password_hash']).where('is_admin', '=', true).execute();
const categoryNames = async () =>
  (await db.selectFrom('complaint_categories').select('name').orderBy('name').execute()).map((c) => c.name);
const alertTypes = async () =>
  (await db.selectFrom('alert_types').select('tipo_alerta').orderBy('tipo_alerta').execute()).map((t) => t.tipo_alerta);
const surveyCategories = async () =>
  (await db.selectFrom('survey_categories').select('category_name').orderBy('category_name').execute()).map(
    (c) => c.category_name,
  );
const icons = () => db.selectFrom('icons').select(['name', 'url']).orderBy('name').execute();
const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe('a new installation', () => {
  it('gets the default complaint categories, alert types, survey categories and its first administrator, once', async () => {
    const admin = { email: ' Jefa@Municipio.MX ', password: 'una-clave-larga' };
    expect(await prepareInstallation(db, { admin })).toEqual({
      complaintCategories: 7,
      alertTypes: 6,
      surveyCategories: 4,
      icons: LIBRARY_ICONS.length,
      admin: 'jefa@municipio.mx',
    });
    expect(await categoryNames()).toEqual([...DEFAULT_COMPLAINT_CATEGORIES].sort());
    expect(await alertTypes()).toEqual(sorted(DEFAULT_ALERT_TYPES));
    expect(await surveyCategories()).toEqual(sorted(DEFAULT_SURVEY_CATEGORIES));
    expect(await icons()).toEqual(sorted(LIBRARY_ICONS).map((name) => ({ name, url: `/icons/${name}.png` })));
    const [first, ...others] = await admins();
    expect(others).toEqual([]);
    expect(first?.email).toBe('jefa@municipio.mx');
    expect(await verifyPassword(first!.password_hash, 'una-clave-larga')).toBe(true);

    // Run again (every deploy runs it), even with another admin asked for: nothing changes.
    const another = { email: 'otro@municipio.mx', password: 'otra-clave-larga' };
    expect(await prepareInstallation(db, { admin: another })).toEqual({
      complaintCategories: 0,
      alertTypes: 0,
      surveyCategories: 0,
      icons: 0,
      admin: null,
    });
    expect((await admins()).map((a) => a.email)).toEqual(['jefa@municipio.mx']);
    expect(await categoryNames()).toHaveLength(DEFAULT_COMPLAINT_CATEGORIES.length);
    expect(await alertTypes()).toHaveLength(DEFAULT_ALERT_TYPES.length);
  });

  it('keeps the catalogues when the demo is seeded on top, which gives the complaint categories their recipients', async () => {
    expect(await seedDemo(db, { password: 'clave-demo', mediaDir })).toBe(true);
    expect(await alertTypes()).toEqual(sorted(DEFAULT_ALERT_TYPES));
    expect(await surveyCategories()).toEqual(sorted(DEFAULT_SURVEY_CATEGORIES));
    const categories = await db.selectFrom('complaint_categories').select(['name', 'email']).execute();
    expect(categories).toHaveLength(DEFAULT_COMPLAINT_CATEGORIES.length);
    for (const c of categories) expect(c.email).not.toBe('');
  });
});

describe('an installation upgraded from before the icon library', () => {
  it('gets the library, keeping the icon an admin uploaded under one of its names', async () => {
    const older = await createTestDatabase();
    try {
      const uploaded = { name: 'agua', url: '/media/icons/agua-1a2b3c4d.png' };
      await older.db.insertInto('icons').values(uploaded).execute();
      expect((await prepareInstallation(older.db, {})).icons).toBe(LIBRARY_ICONS.length - 1);
      const rows = await older.db.selectFrom('icons').select(['name', 'url']).execute();
      expect(rows).toHaveLength(LIBRARY_ICONS.length);
      expect(rows).toContainEqual(uploaded);
      expect(rows).toContainEqual({ name: 'playa', url: '/icons/playa.png' });
    } finally {
      await older.drop();
    }
  });
});
