import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTHORITY_AREAS, DEFAULT_COMPLAINT_CATEGORIES, RECORD_TYPES, STUDY_LEVELS } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';
import { verifyPassword } from './passwords.ts';
import { joinCatalogueNames } from './record-names.ts';
import { ADMIN_EMAIL, GESTOR_EMAIL, seedDemo } from './seed/index.ts';
import { createTestDatabase } from './testing.ts';

const PASSWORD = 'clave-de-prueba';
const NOW = new Date('2025-06-15T18:00:00Z');

let db: Db;
let drop: () => Promise<void>;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'ppd-seed-'));

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  expect(await seedDemo(db, { password: PASSWORD, now: NOW, mediaDir })).toBe(true);
});
afterAll(async () => {
  await drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const TABLES: (keyof Database)[] = [
  'users',
  'audit_log',
  'projects',
  'main_categories',
  'record_types',
  'subcategories',
  'icons',
  'authority_categories',
  'complaint_categories',
  'emergency_numbers',
  'survey_categories',
  'activity_categories',
  'places',
  'records',
  'place_comments',
  'surveys',
  'survey_answers',
  'alert_types',
  'alerts',
  'chat_messages',
  'activities',
  'activity_comments',
  'complaints',
  'bulk_sends',
  'bulk_send_chunks',
];

async function counts(target: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(target);
    result[table] = row.rows[0]!.n;
  }
  return result;
}

const user = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('demo seed: people', () => {
  it('creates the admin gestor, who signs in with the demo password', async () => {
    const admin = await user(ADMIN_EMAIL);
    expect(admin).toMatchObject({ type: 'monitor', is_admin: true, name: 'Ana', last_name: 'Administradora' });
    expect(await verifyPassword(admin.password_hash, PASSWORD)).toBe(true);
    expect(await verifyPassword(admin.password_hash, 'demo1234x')).toBe(false);
  });

  it('creates a plain gestor with the same password', async () => {
    const gestor = await user(GESTOR_EMAIL);
    expect(gestor).toMatchObject({ type: 'monitor', is_admin: false, inactive: false });
    expect(await verifyPassword(gestor.password_hash, PASSWORD)).toBe(true);
  });

  it('creates four authorities whose password is their auth_id, with project, category and phone', async () => {
    const authorities = await db
      .selectFrom('users')
      .innerJoin('authority_categories as ac', 'ac.id', 'users.category_id')
      .innerJoin('projects as p', 'p.id', 'users.project_id')
      .select(['users.auth_id', 'users.password_hash', 'users.phone_number', 'users.inactive', 'ac.area'])
      .where('users.type', '=', 'authority')
      .execute();
    expect(authorities).toHaveLength(4);
    for (const a of authorities) {
      expect(a.auth_id).toBeTruthy();
      expect(await verifyPassword(a.password_hash, a.auth_id!)).toBe(true);
      expect(a.phone_number).toMatch(/^\d{10}$/);
    }
    expect(new Set(authorities.map((a) => a.area))).toEqual(new Set(AUTHORITY_AREAS));
    expect(authorities.filter((a) => !a.inactive).length).toBeGreaterThanOrEqual(3);
  });

  it('creates ~30 visitors of both sexes, spread ages and study levels, located in the send-modal box', async () => {
    const visitors = await db
      .selectFrom('users')
      .select([
        'sex',
        'age',
        'nivel_estudios',
        sql<boolean>`ST_Within(last_location, ST_MakeEnvelope(-99.229, 19.395, -99.174, 19.432, 4326))`.as('inside'),
      ])
      .where('type', '=', 'visitor')
      .execute();
    expect(visitors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(visitors.map((v) => v.sex))).toEqual(new Set(['H', 'M']));
    const ages = visitors.map((v) => v.age!);
    expect(Math.min(...ages)).toBeLessThan(18);
    expect(Math.max(...ages)).toBeGreaterThan(50);
    const levels = new Set(visitors.map((v) => v.nivel_estudios));
    expect(levels.size).toBeGreaterThanOrEqual(5);
    for (const level of levels) expect(STUDY_LEVELS).toContain(level);
    expect(visitors.every((v) => v.inside)).toBe(true);
  });
});

describe('demo seed: catalogues', () => {
  it('has the two record types with their fixed ids', async () => {
    const types = await db.selectFrom('record_types').select(['id', 'nombre']).orderBy('id').execute();
    expect(types).toEqual(Object.entries(RECORD_TYPES).map(([id, nombre]) => ({ id: Number(id), nombre })));
  });

  it('has the seven default complaint categories, each with a recipient', async () => {
    const categories = await db.selectFrom('complaint_categories').select(['name', 'email', 'enabled']).execute();
    expect(categories.map((c) => c.name).sort()).toEqual([...DEFAULT_COMPLAINT_CATEGORIES].sort());
    for (const c of categories) expect(c.email.split(',').every((e) => /^[^@\s]+@[^@\s]+$/.test(e))).toBe(true);
  });

  it('has subcategories for every main category and type', async () => {
    const rows = await db
      .selectFrom('main_categories as m')
      .crossJoin('record_types as t')
      .leftJoin('subcategories as s', (j) => j.onRef('s.id_maincategory', '=', 'm.id').onRef('s.tipo_id', '=', 't.id'))
      .select(['m.nombre', 't.id', (eb) => eb.fn.count<number>('s.id').as('n')])
      .groupBy(['m.nombre', 't.id'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.n).toBeGreaterThan(0);
  });

  it('fills every other catalogue', async () => {
    const c = await counts(db);
    for (const table of [
      'projects',
      'main_categories',
      'icons',
      'emergency_numbers',
      'survey_categories',
      'activity_categories',
      'places',
      'alert_types',
    ] as const) {
      expect(c[table], table).toBeGreaterThan(1);
    }
  });
});

describe('demo seed: records', () => {
  it('creates ~40 records of every geometry kind, all valid in SRID 4326', async () => {
    const rows = await db
      .selectFrom('records')
      .select([
        sql<boolean>`ST_IsValid(geom)`.as('valid'),
        sql<number>`ST_SRID(geom)`.as('srid'),
        sql<string>`GeometryType(geom)`.as('kind'),
      ])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => r.valid && r.srid === 4326)).toBe(true);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['POINT', 'LINESTRING', 'POLYGON', 'GEOMETRYCOLLECTION']));
  });

  it('has private and public records, from the web and from the app', async () => {
    const rows = await db.selectFrom('records').select(['privado', 'source', 'geosource']).execute();
    expect(rows.some((r) => r.privado)).toBe(true);
    expect(rows.some((r) => !r.privado)).toBe(true);
    expect(rows.some((r) => r.source === 'app' && r.geosource === 'GPS')).toBe(true);
  });

  it('lies around the panel map centre and in the Mexico City box', async () => {
    const rows = await db
      .selectFrom('records')
      .select([sql<number>`ST_Y(ST_Centroid(geom))`.as('lat'), sql<number>`ST_X(ST_Centroid(geom))`.as('lon')])
      .execute();
    const yucatan = rows.filter((r) => Math.abs(r.lat - 20.59) < 0.3 && Math.abs(r.lon + 89.02) < 0.3);
    const cdmx = rows.filter((r) => r.lat > 19.35 && r.lat < 19.47 && r.lon > -99.27 && r.lon < -99.13);
    expect(yucatan.length).toBeGreaterThan(5);
    expect(cdmx.length).toBeGreaterThan(5);
    expect(yucatan.length + cdmx.length).toBe(rows.length);
  });

  it('stores FeatureCollections whose feature properties name the record’s project, category, type and subcategory', async () => {
    const rows = await joinCatalogueNames(db.selectFrom('records as r'))
      .select([
        'r.nombre',
        'r.descripcion',
        'r.source',
        'r.geojson',
        'p.nombre as proyecto',
        'm.nombre as categoria',
        't.nombre as tipo',
        's.nombre as subcategoria',
        's.id_maincategory',
        's.tipo_id',
        'r.id_cat_principal',
        'r.id_tipo',
      ])
      .execute();
    for (const r of rows) {
      expect(r.id_maincategory).toBe(r.id_cat_principal);
      expect(r.tipo_id).toBe(r.id_tipo);
      expect(r.geojson.type).toBe('FeatureCollection');
      expect(r.geojson.features.length).toBeGreaterThan(0);
      for (const f of r.geojson.features) {
        expect(f.properties).toMatchObject({
          projectInfo: { nombre: r.proyecto },
          categoryInfo: { nombre: r.categoria },
          typeInfo: { nombre: r.tipo },
          subCategoryInfo: { nombre: r.subcategoria },
          nombre: r.nombre,
          descripcion: r.descripcion,
          metodo: r.source === 'web' ? 'manual' : 'GPS',
          fuente: r.source,
        });
        // es-MX, Mexico City time, as the map screen sends it: "4/5/2025, 4:31:04 a.m."
        expect(f.properties.fecha).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}/);
        if (r.source === 'web') expect(f.properties.altitud).toBe('N/A');
      }
    }
    const zones = rows.flatMap((r) => r.geojson.features.map((f) => f.properties.typeGeometry));
    expect(zones).toContain('Buffer');
    expect(zones).toContain('MarkerToBuffer');
  });

  it('has place comments, some hidden, with 1 to 5 stars', async () => {
    const comments = await db.selectFrom('place_comments').select(['stars', 'status']).execute();
    expect(comments.length).toBeGreaterThan(5);
    expect(comments.some((c) => !c.status)).toBe(true);
    expect(comments.every((c) => c.stars >= 1 && c.stars <= 5)).toBe(true);
  });
});

describe('demo seed: surveys, alerts, events, complaints', () => {
  it('has surveys using all six question types, one answered and one still editable', async () => {
    const surveys = await db
      .selectFrom('surveys as s')
      .leftJoin('survey_answers as a', 'a.survey_id', 's.id')
      .select(['s.id', 's.preguntas', (eb) => eb.fn.count<number>('a.id').as('answers')])
      .groupBy('s.id')
      .execute();
    const types = new Set(surveys.flatMap((s) => s.preguntas.map((q) => q.type)));
    expect(types).toEqual(new Set(['open', 'multiple', 'scale', 'rating', 'multimedia', 'geolocation']));
    expect(surveys.some((s) => s.answers > 0)).toBe(true);
    expect(surveys.some((s) => s.answers === 0)).toBe(true);
  });

  it('records the survey and event sends with one delivered recipient per matching visitor', async () => {
    const sends = await db
      .selectFrom('bulk_sends as s')
      .leftJoin('bulk_send_chunks as d', (j) => j.onRef('d.send_id', '=', 's.id').on('d.delivered_at', 'is not', null))
      .select([
        's.total',
        's.sent',
        's.status',
        sql<number>`coalesce(sum(cardinality(d.visitor_ids)), 0)::int`.as('deliveries'),
      ])
      .groupBy('s.id')
      .execute();
    expect(sends.length).toBeGreaterThan(1);
    for (const s of sends) expect(s).toMatchObject({ status: 'done', total: s.deliveries, sent: s.deliveries });
  });

  it('has alerts in every status; assigned ones have an authority and chats', async () => {
    const alerts = await db
      .selectFrom('alerts as a')
      .leftJoin('chat_messages as m', 'm.alert_id', 'a.id')
      .select([
        'a.status',
        'a.autoridad_id',
        sql<boolean>`ST_X(a.location) = a.lon AND ST_Y(a.location) = a.lat`.as('located'),
        (eb) => eb.fn.count<number>('m.id').as('messages'),
      ])
      .groupBy('a.id')
      .execute();
    expect(new Set(alerts.map((a) => a.status))).toEqual(new Set(['ABIERTA', 'ASIGNADA', 'ATENDIDA', 'CERRADA']));
    for (const a of alerts) {
      expect(a.located).toBe(true);
      if (a.status === 'ABIERTA') expect(a.autoridad_id).toBeNull();
      else expect(a.autoridad_id).not.toBeNull();
      if (a.status !== 'ABIERTA') expect(a.messages).toBeGreaterThan(1);
    }
  });

  it('has events, two of them at the same date and time, with comments and a route', async () => {
    const events = await db
      .selectFrom('activities')
      .select(['fecha', 'hora', 'fecha_final', 'poll_id', sql<boolean | null>`ST_IsSimple(route)`.as('simple')])
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const e of events) expect(e.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const slots = events.map((e) => `${e.fecha} ${e.hora}`);
    expect(new Set(slots).size).toBeLessThan(slots.length);
    expect(events.some((e) => e.simple === true)).toBe(true);
    expect(events.some((e) => e.poll_id !== null)).toBe(true);
    const comments = await db.selectFrom('activity_comments').select('status').execute();
    expect(comments.some((c) => c.status) && comments.some((c) => !c.status)).toBe(true);
  });

  it('has complaints in every status, with replies once handled', async () => {
    const complaints = await db.selectFrom('complaints').select(['status', 'reply', 'file_type']).execute();
    expect(new Set(complaints.map((c) => c.status))).toEqual(new Set(['no atendida', 'en proceso', 'atendida']));
    for (const c of complaints) expect(c.reply === null).toBe(c.status === 'no atendida');
    expect(new Set(complaints.map((c) => c.file_type))).toEqual(
      new Set(['image/jpeg', 'video/mp4', 'audio/mpeg', null]),
    );
  });
});

describe('demo seed: idempotence and determinism', () => {
  it('does nothing on a second run', async () => {
    const before = await counts(db);
    expect(await seedDemo(db, { password: 'otra-clave', mediaDir })).toBe(false);
    expect(await counts(db)).toEqual(before);
    expect(await verifyPassword((await user(ADMIN_EMAIL)).password_hash, PASSWORD)).toBe(true);
  });

  it('builds the same data on another database', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { password: PASSWORD, now: NOW, mediaDir });
      const snapshot = (target: Db) =>
        target
          .selectFrom('records')
          .select(['id', 'nombre', 'privado', 'fecha_levantamiento', 'geojson', sql<string>`ST_AsText(geom)`.as('wkt')])
          .orderBy('id')
          .execute();
      expect(await snapshot(other.db)).toEqual(await snapshot(db));
      expect(await counts(other.db)).toEqual(await counts(db));
    } finally {
      await other.drop();
    }
  });
});
