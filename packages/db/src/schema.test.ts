import { type Insertable, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseAudience } from './audience.ts';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';
import { migrationProvider } from './migrate.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

interface Fixture {
  visitor: number;
  project: number;
  category: number;
  subcategory: number;
  complaintCategory: number;
  alertType: number;
  activityCategory: number;
  place: number;
}
let f: Fixture;

/** Inserts one row into `table` and gives its id. */
const insertId = async <T extends keyof Database>(table: T, values: Insertable<Database[T]>): Promise<number> => {
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  return (row as { id: number }).id;
};

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  const visitor = await insertId('users', {
    type: 'visitor',
    email: 'v@prueba.mx',
    password_hash: 'x',
    name: 'Vi',
    last_name: 'Sitante',
  });
  const project = await insertId('projects', { nombre: 'Centro', lugar: 'CDMX' });
  const category = await insertId('main_categories', { nombre: 'Agua' });
  const subcategory = await insertId('subcategories', { nombre: 'Fuga', id_maincategory: category, tipo_id: 2 });
  const complaintCategory = await insertId('complaint_categories', { name: 'Movilidad' });
  const alertType = await insertId('alert_types', { tipo_alerta: 'Robo' });
  const activityCategory = await insertId('activity_categories', { name: 'Cultural', color: '#8E24AA' });
  const place = await insertId('places', {
    nombre: 'Lago Mayor',
    geom: 'SRID=4326;POLYGON((-99.21 19.40, -99.20 19.40, -99.20 19.41, -99.21 19.40))',
  });
  f = { visitor, project, category, subcategory, complaintCategory, alertType, activityCategory, place };
});
afterAll(() => drop());

const feature = (geometry: object) => ({ type: 'Feature', properties: {}, geometry });
const collection = (...geometries: object[]) => ({ type: 'FeatureCollection', features: geometries.map(feature) });

function newRecord(geojson: object, extra: { id_proyecto?: number } = {}) {
  return db
    .insertInto('records')
    .values({
      nombre: 'Registro',
      id_proyecto: f.project,
      id_cat_principal: f.category,
      id_cat_secundaria: f.subcategory,
      id_tipo: 2,
      usuario: 'gestor@prueba.mx',
      geojson: JSON.stringify(geojson),
      ...extra,
    })
    .returning(['id', sql<string>`GeometryType(geom)`.as('kind'), sql<string>`ST_AsText(geom)`.as('wkt')])
    .executeTakeFirstOrThrow();
}

/** Runs `fn` in a transaction rolled back at the end, so a failed statement leaves nothing behind. */
async function rejects(fn: (trx: Db) => Promise<unknown>): Promise<{ code: string; constraint?: string }> {
  try {
    await db.transaction().execute(async (trx) => {
      await fn(trx);
    });
  } catch (error) {
    return error as { code: string; constraint?: string };
  }
  throw new Error('expected the statement to fail');
}

describe('case-insensitive unique names (409 duplicates)', () => {
  /** Each table, its name column, a name, the same name in another case, and what else a row needs. */
  const cases: [keyof Database, string, string, string, Record<string, unknown>?][] = [
    ['projects', 'nombre', 'Centro Histórico', 'centro histórico'],
    ['main_categories', 'nombre', 'Parques', 'PARQUES'],
    ['record_types', 'nombre', 'Mixto', 'mixto'],
    ['authority_categories', 'name_category', 'Policía turística', 'POLICÍA TURÍSTICA', { area: 'POLICIA' }],
    ['complaint_categories', 'name', 'Salud', 'salud'],
    ['emergency_numbers', 'nombre', 'Emergencias', 'emergencias', { numero: '911' }],
    ['survey_categories', 'category_name', 'Movilidad', 'movilidad'],
    ['activity_categories', 'name', 'Deportivo', 'deportivo', { color: '#000000' }],
    ['places', 'nombre', 'Auditorio', 'auditorio'],
    ['alert_types', 'tipo_alerta', 'Incendio', 'INCENDIO'],
  ];
  const insert = (trx: Db, table: keyof Database, column: string, name: string, extra?: Record<string, unknown>) =>
    trx
      .insertInto(table)
      .values({ [column]: name, ...extra } as never)
      .execute();

  it.each(cases)('%s rejects a name differing only in case', async (table, column, name, duplicate, extra) => {
    await insert(db, table, column, name, extra);
    const error = await rejects((trx) => insert(trx, table, column, duplicate, extra));
    expect(error.code).toBe('23505');
    expect(error.constraint).toMatch(new RegExp(`^${table}_\\w+_key$`));
  });

  it('rejects a name differing only in accents (ppd_fold, migration 0005)', async () => {
    await db.insertInto('places').values({ nombre: 'Museo de Arte Moderno' }).execute();
    const error = await rejects((trx) =>
      trx.insertInto('places').values({ nombre: ' MUSÉO DE ARTE MODERNO' }).execute(),
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'places_nombre_key' });
  });

  it("rejects project 'centro' next to 'Centro'", async () => {
    const error = await rejects((trx) => trx.insertInto('projects').values({ nombre: 'centro' }).execute());
    expect(error).toMatchObject({ code: '23505', constraint: 'projects_nombre_key' });
  });

  it('rejects the seeded record type names in another case', async () => {
    const error = await rejects((trx) => trx.insertInto('record_types').values({ nombre: 'AMENAZAS' }).execute());
    expect(error).toMatchObject({ code: '23505', constraint: 'record_types_nombre_key' });
  });

  it('makes subcategory names unique per main category only', async () => {
    const error = await rejects((trx) =>
      trx.insertInto('subcategories').values({ nombre: 'FUGA', id_maincategory: f.category, tipo_id: 1 }).execute(),
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'subcategories_nombre_key' });
    const other = await insertId('main_categories', { nombre: 'Drenaje' });
    await db.insertInto('subcategories').values({ nombre: 'fuga', id_maincategory: other, tipo_id: 2 }).execute();
  });

  it('rejects blank names', async () => {
    const error = await rejects((trx) => trx.insertInto('projects').values({ nombre: '   ' }).execute());
    expect(error.code).toBe('23514');
  });
});

describe('check constraints', () => {
  it('rejects an unknown alert status', async () => {
    const error = await rejects((trx) =>
      trx
        .insertInto('alerts')
        // @ts-expect-error: not an alert status
        .values({ status: 'PENDIENTE', alert_type_id: f.alertType, lat: 19.4, lon: -99.2, visitor_id: f.visitor })
        .execute(),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'alerts_status_check' });
  });

  it('rejects an unknown complaint status', async () => {
    const error = await rejects((trx) =>
      trx
        .insertInto('complaints')
        // @ts-expect-error: not a complaint status
        .values({ status: 'cerrada', category_id: f.complaintCategory, visitor_id: f.visitor })
        .execute(),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'complaints_status_check' });
  });

  it('defaults a complaint to no atendida and an alert to ABIERTA, locating both from lat/lon', async () => {
    const complaint = await db
      .insertInto('complaints')
      .values({ category_id: f.complaintCategory, visitor_id: f.visitor, lat: 19.41, lon: -99.19 })
      .returning(['status', sql<string>`ST_AsText(location)`.as('wkt')])
      .executeTakeFirstOrThrow();
    expect(complaint).toEqual({ status: 'no atendida', wkt: 'POINT(-99.19 19.41)' });
    const alert = await db
      .insertInto('alerts')
      .values({ alert_type_id: f.alertType, lat: 19.4, lon: -99.2, visitor_id: f.visitor })
      .returning(['status', sql<string>`ST_AsEWKT(location)`.as('ewkt')])
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({ status: 'ABIERTA', ewkt: 'SRID=4326;POINT(-99.2 19.4)' });
    const unlocated = await rejects((trx) =>
      trx
        .insertInto('complaints')
        .values({ category_id: f.complaintCategory, visitor_id: f.visitor, lat: 19.4 })
        .execute(),
    );
    expect(unlocated).toMatchObject({ code: '23514', constraint: 'complaints_lat_lon_together' });
  });

  it('rejects 6 and 0 stars on place and event comments', async () => {
    const record = await newRecord(collection({ type: 'Point', coordinates: [-99.2, 19.4] }));
    const event = await insertId('activities', {
      nombre: 'Concierto',
      fecha: '2025-06-01',
      hora: '18:00',
      fecha_final: '2025-06-01',
      hora_final: '20:00',
      category_id: f.activityCategory,
      lugar_id: f.place,
    });
    for (const stars of [6, 0]) {
      const place = await rejects((trx) =>
        trx.insertInto('place_comments').values({ id_point: record.id, user_id: f.visitor, stars }).execute(),
      );
      expect(place).toMatchObject({ code: '23514', constraint: 'place_comments_stars_check' });
      const onEvent = await rejects((trx) =>
        trx.insertInto('activity_comments').values({ id_point: event, user_id: f.visitor, stars }).execute(),
      );
      expect(onEvent).toMatchObject({ code: '23514', constraint: 'activity_comments_stars_check' });
    }
    const ok = await db
      .insertInto('place_comments')
      .values({ id_point: record.id, user_id: f.visitor, stars: 5 })
      .returning('status')
      .executeTakeFirstOrThrow();
    expect(ok.status).toBe(true);
  });

  it('rejects an unknown authority area', async () => {
    const error = await rejects((trx) =>
      trx
        .insertInto('authority_categories')
        // @ts-expect-error: not an area
        .values({ name_category: 'Bomberos', area: 'BOMBEROS' })
        .execute(),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'authority_categories_area_check' });
  });

  it('rejects an event ending before it starts, and a link without http(s)', async () => {
    const base = {
      nombre: 'Taller',
      fecha: '2025-06-02',
      hora: '10:00',
      fecha_final: '2025-06-02',
      hora_final: '12:00',
      category_id: f.activityCategory,
      lugar_id: f.place,
    };
    const backwards = await rejects((trx) =>
      trx
        .insertInto('activities')
        .values({ ...base, fecha_final: '2025-06-01', hora_final: '23:00' })
        .execute(),
    );
    expect(backwards).toMatchObject({ code: '23514', constraint: 'activities_end_after_start' });
    const link = await rejects((trx) =>
      trx
        .insertInto('activities')
        .values({ ...base, url: 'ftp://x.mx' })
        .execute(),
    );
    expect(link).toMatchObject({ code: '23514', constraint: 'activities_url_check' });
    const row = await db
      .insertInto('activities')
      .values({ ...base, url: 'https://x.mx' })
      .returning(['fecha', 'hora'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fecha: '2025-06-02', hora: '10:00:00' });
  });

  it('allows one answer per visitor and survey, and each chunk of a send once', async () => {
    const survey = await db
      .insertInto('surveys')
      .values({ nombre: 'Encuesta', preguntas: JSON.stringify([{ id: 1, value: '¿Qué?', type: 'open' }]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = {
      survey_id: survey.id,
      visitor_id: f.visitor,
      respuestas: JSON.stringify([{ id: 1, answer: 'x' }]),
    };
    await db.insertInto('survey_answers').values(answer).execute();
    const error = await rejects((trx) => trx.insertInto('survey_answers').values(answer).execute());
    expect(error).toMatchObject({ code: '23505', constraint: 'survey_answers_survey_visitor_key' });

    const send = await insertId('bulk_sends', { kind: 'survey', target_id: survey.id });
    const deliver = () =>
      db
        .insertInto('bulk_send_chunks')
        .values({ send_id: send, chunk: 0, visitor_ids: [f.visitor] })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
    expect((await deliver()).numInsertedOrUpdatedRows).toBe(1n);
    expect((await deliver()).numInsertedOrUpdatedRows).toBe(0n);
  });
});

describe('audience materialisation', () => {
  const noFilter = { sex: null, min_age: null, max_age: null, level_studies: null, wkt: null };

  it("chunks the visitors of a send once, leaving a caller's transaction with its planner settings", async () => {
    const send = await insertId('bulk_sends', { kind: 'event', target_id: 1, chunk_size: 1 });
    const settings = await db.transaction().execute(async (trx) => {
      const first = await materialiseAudience(trx, send, noFilter);
      const again = await materialiseAudience(trx, send, noFilter);
      const { rows } = await sql<{ s: string }>`SELECT current_setting('enable_indexscan') AS s`.execute(trx);
      return { first, again, indexscan: rows[0]!.s };
    });
    expect(settings).toEqual({ first: { total: 1 }, again: null, indexscan: 'on' });
    const chunks = await db
      .selectFrom('bulk_send_chunks')
      .select(['chunk', 'visitor_ids'])
      .where('send_id', '=', send)
      .execute();
    expect(chunks).toEqual([{ chunk: 0, visitor_ids: [f.visitor] }]);
  });
});

describe('records geometry, derived from the GeoJSON', () => {
  it('keeps a single feature as its own geometry, 2D', async () => {
    const row = await newRecord(collection({ type: 'Point', coordinates: [-99.2, 19.4, 2250] }));
    expect(row).toMatchObject({ kind: 'POINT', wkt: 'POINT(-99.2 19.4)' });
  });

  it('collects several features and makes a self-crossing polygon valid', async () => {
    const row = await newRecord(
      collection(
        { type: 'Point', coordinates: [0, 0] },
        {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [2, 2],
              [2, 0],
              [0, 2],
              [0, 0],
            ],
          ],
        },
      ),
    );
    expect(row.kind).toBe('GEOMETRYCOLLECTION');
    const check = await sql<{ valid: boolean; srid: number }>`
      SELECT ST_IsValid(geom) AS valid, ST_SRID(geom) AS srid FROM records WHERE id = ${row.id}`.execute(db);
    expect(check.rows[0]).toEqual({ valid: true, srid: 4326 });
  });

  it('follows an update of the GeoJSON', async () => {
    const row = await newRecord(collection({ type: 'Point', coordinates: [-99.2, 19.4] }));
    const updated = await db
      .updateTable('records')
      .set({
        geojson: JSON.stringify(
          collection({
            type: 'LineString',
            coordinates: [
              [-99.2, 19.4],
              [-99.1, 19.5],
            ],
          }),
        ),
      })
      .where('id', '=', row.id)
      .returning(sql<string>`GeometryType(geom)`.as('kind'))
      .executeTakeFirstOrThrow();
    expect(updated.kind).toBe('LINESTRING');
  });

  it('rejects a record without any geometry', async () => {
    const error = await rejects(() => newRecord(collection()));
    expect(error.code).toBe('23502');
  });
});

describe('foreign keys', () => {
  it('keeps a project, category or subcategory that records use', async () => {
    const project = await insertId('projects', { nombre: 'Usado' });
    await newRecord(collection({ type: 'Point', coordinates: [-99.2, 19.4] }), { id_proyecto: project });
    const error = await rejects((trx) => trx.deleteFrom('projects').where('id', '=', project).execute());
    expect(error).toMatchObject({ code: '23503', constraint: 'records_id_proyecto_fkey' });
    const category = await rejects((trx) => trx.deleteFrom('main_categories').where('id', '=', f.category).execute());
    expect(category.code).toBe('23503');
  });

  it("clears an authority's project when the project is deleted", async () => {
    const project = await insertId('projects', { nombre: 'Temporal' });
    const authority = await insertId('users', {
      type: 'authority',
      email: 'a@prueba.mx',
      password_hash: 'x',
      name: 'Au',
      last_name: 'Toridad',
      project_id: project,
    });
    await db.deleteFrom('projects').where('id', '=', project).execute();
    const row = await db.selectFrom('users').select('project_id').where('id', '=', authority).executeTakeFirstOrThrow();
    expect(row.project_id).toBeNull();
    const error = await rejects((trx) =>
      trx.updateTable('users').set({ category_id: 999_999 }).where('id', '=', authority).execute(),
    );
    expect(error).toMatchObject({ code: '23503', constraint: 'users_category_id_fkey' });
  });
});

describe('migration 0020', () => {
  it("marks for recount the days of alerts whose authority's account was deleted", async () => {
    const alert = await db
      .insertInto('alerts')
      .values({
        fecha_alerta: new Date('2025-03-10T05:30:00Z'), // 9 March in Mexico City
        alert_type_id: f.alertType,
        lat: 19.4,
        lon: -99.2,
        visitor_id: f.visitor,
        status: 'ATENDIDA',
        autoridad_nombre: 'Rita',
        autoridad_apellido: 'Salas',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('report_dirty').execute(); // the day was rolled up before the reports counted such alerts
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
    expect((await migrator.migrateTo('0019_revoked_sessions')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const marked = await db
      .selectFrom('report_dirty')
      .select(['kind', sql<string>`day::text`.as('day')])
      .execute();
    expect(marked).toEqual([{ kind: 'alert', day: '2025-03-09' }]);
    await db.deleteFrom('alerts').where('id', '=', alert.id).execute();
  });
});

describe('migration 0002', () => {
  it('migrates down and up again', async () => {
    // Every migration, as the app reads them; each later one must have a `down`.
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
    // Later migrations build on 0002: they go down first.
    const down = await migrator.migrateTo('0001_identity_and_spine');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0002_product_schema', status: 'Success' });
    const tables = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('records', 'projects', 'alerts')`.execute(
      db,
    );
    expect(tables.rows[0]!.n).toBe(0);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const types = await db.selectFrom('record_types').select('nombre').orderBy('id').execute();
    expect(types.map((t) => t.nombre)).toEqual(['Oportunidades', 'Amenazas']);
  });
});
