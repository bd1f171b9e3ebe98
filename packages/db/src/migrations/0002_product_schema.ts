import { type Kysely, sql } from 'kysely';

/**
 * Every product entity of both spec documents: catalogues, records (levantamientos) and their comments, surveys,
 * alerts and chats, events, complaints, and the bulk sends of surveys and events.
 *
 * Conventions:
 * - Catalogue names are unique case-insensitively through `<table>_<column>_key` unique indexes on lower(...):
 *   a duplicate raises 23505, which the API answers with 409.
 * - A catalogue row that records (or subcategories) use cannot be deleted (ON DELETE RESTRICT, 23503): the API
 *   lists what blocks it. Rows owned by a visitor go with the visitor (CASCADE); authorship is cleared (SET NULL).
 * - Geometries are SRID 4326. Derived ones (`records.geom`, `alerts.location`, `complaints.location`) are generated
 *   columns, so they cannot disagree with the data they come from.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any database shape
type Db = Kysely<any>;

const now = sql`now()`;
const nonBlank = (column: string) => sql.raw(`btrim(${column}) <> ''`);

async function uniqueLower(db: Db, table: string, column: string, scope?: string): Promise<void> {
  const columns = scope ? `${scope}, lower(${column})` : `lower(${column})`;
  await sql.raw(`CREATE UNIQUE INDEX ${table}_${column}_key ON ${table} (${columns})`).execute(db);
}

async function index(db: Db, table: string, name: string, definition: string): Promise<void> {
  await sql.raw(`CREATE INDEX ${table}_${name}_idx ON ${table} ${definition}`).execute(db);
}

async function catalogs(db: Db): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('lugar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, 'projects', 'nombre');

  await db.schema
    .createTable('main_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('icon', 'text')
    .addColumn('url_image', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, 'main_categories', 'nombre');

  await db.schema
    .createTable('record_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, 'record_types', 'nombre');
  // The two types the product's colours and exports rely on.
  await sql`INSERT INTO record_types (id, nombre) VALUES (1, 'Oportunidades'), (2, 'Amenazas')`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('record_types', 'id'), 2)`.execute(db);

  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('id_maincategory', 'integer', (c) => c.notNull().references('main_categories.id').onDelete('restrict'))
    .addColumn('tipo_id', 'integer', (c) => c.notNull().references('record_types.id').onDelete('restrict'))
    .addColumn('icon', 'text')
    .addColumn('url_image', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, 'subcategories', 'nombre', 'id_maincategory');
  await index(db, 'subcategories', 'tipo_id', '(tipo_id)');

  await db.schema
    .createTable('icons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique().check(nonBlank('name')))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('authority_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_category', 'text', (c) => c.notNull().check(nonBlank('name_category')))
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area IN ('SALVAVIDAS', 'POLICIA', 'PARAMEDICOS')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, 'authority_categories', 'name_category');

  await db.schema
    .createTable('complaint_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().check(nonBlank('name')))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await uniqueLower(db, 'complaint_categories', 'name');

  await db.schema
    .createTable('emergency_numbers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('numero', 'text', (c) => c.notNull().check(nonBlank('numero')))
    .execute();
  await uniqueLower(db, 'emergency_numbers', 'nombre');

  await db.schema
    .createTable('survey_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_name', 'text', (c) => c.notNull().check(nonBlank('category_name')))
    .execute();
  await uniqueLower(db, 'survey_categories', 'category_name');

  await db.schema
    .createTable('event_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().check(nonBlank('name')))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#58A5CC').check(sql`color ~ '^#[0-9A-Fa-f]{6}$'`))
    .execute();
  await uniqueLower(db, 'event_categories', 'name');

  await db.schema
    .createTable('places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) =>
      c.check(sql`geom IS NULL OR GeometryType(geom) IN ('POLYGON', 'MULTIPOLYGON')`),
    )
    .execute();
  await uniqueLower(db, 'places', 'nombre');

  // Authorities belong to a project and an authority category; deleting either leaves them unset.
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_project_id_fkey', ['project_id'], 'projects', ['id'], (c) => c.onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_category_id_fkey', ['category_id'], 'authority_categories', ['id'], (c) =>
      c.onDelete('set null'),
    )
    .execute();
  await index(db, 'users', 'project_id', '(project_id) WHERE project_id IS NOT NULL');
  await index(db, 'users', 'category_id', '(category_id) WHERE category_id IS NOT NULL');
  // The bulk sends select visitors inside a drawn polygon.
  await index(db, 'users', 'visitor_location', "USING gist (last_location) WHERE type = 'visitor'");
}

async function records(db: Db): Promise<void> {
  // The geometry of a GeoJSON document (FeatureCollection, Feature or bare geometry): its features' geometries
  // forced to 2D (GPS altitude is kept apart), made valid element by element, as one geometry for one feature
  // and a GeometryCollection otherwise (overlapping features, such as a zone and its marker, stay distinct).
  // NULL when there is no geometry. Callable by the API too (e.g. to validate before writing).
  await sql`
    CREATE FUNCTION ppd_geojson_geom(doc jsonb) RETURNS geometry
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path FROM CURRENT
    AS $$
      SELECT CASE WHEN ST_NumGeometries(c) = 1 THEN ST_GeometryN(c, 1) ELSE c END
      FROM (
        SELECT ST_MakeValid(ST_ForceCollection(ST_Force2D(ST_SetSRID(ST_Collect(ST_GeomFromGeoJSON(g)), 4326)))) AS c
        FROM (
          SELECT CASE WHEN f ->> 'type' = 'Feature' THEN f -> 'geometry' ELSE f END AS g
          FROM jsonb_array_elements(
            CASE WHEN doc ->> 'type' = 'FeatureCollection' THEN doc -> 'features' ELSE jsonb_build_array(doc) END
          ) AS f
        ) AS parts
        WHERE g IS NOT NULL AND jsonb_typeof(g) = 'object'
      ) AS collected
    $$
  `.execute(db);

  await db.schema
    .createTable('records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_proyecto', 'integer', (c) => c.notNull().references('projects.id').onDelete('restrict'))
    .addColumn('id_cat_principal', 'integer', (c) => c.notNull().references('main_categories.id').onDelete('restrict'))
    .addColumn('id_cat_secundaria', 'integer', (c) => c.notNull().references('subcategories.id').onDelete('restrict'))
    .addColumn('id_tipo', 'integer', (c) => c.notNull().references('record_types.id').onDelete('restrict'))
    .addColumn('privado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fecha_levantamiento', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('usuario', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web').check(sql`source IN ('web', 'app')`))
    .addColumn('geosource', 'text', (c) => c.notNull().defaultTo('manual').check(sql`geosource IN ('manual', 'GPS')`))
    .addColumn('altitude', 'text', (c) => c.notNull().defaultTo('N/A'))
    .addColumn('geojson', 'jsonb', (c) => c.notNull().check(sql`geojson ->> 'type' = 'FeatureCollection'`))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) =>
      c.notNull().generatedAlwaysAs(sql`ppd_geojson_geom(geojson)`).stored(),
    )
    .addColumn('media_folder', 'text')
    .addColumn('file_type', 'text')
    .addColumn('media_metadata', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'records', 'geom', 'USING gist (geom)');
  await index(db, 'records', 'id_proyecto', '(id_proyecto)');
  await index(db, 'records', 'id_cat_principal', '(id_cat_principal)');
  await index(db, 'records', 'id_cat_secundaria', '(id_cat_secundaria)');
  await index(db, 'records', 'id_tipo', '(id_tipo)');
  await index(db, 'records', 'user_id', '(user_id)');
  await index(db, 'records', 'fecha', '(fecha_levantamiento DESC, id DESC)');
  await index(db, 'records', 'nombre', '(lower(nombre), id)');
  // Substring search (ILIKE '%...%') on the name.
  await index(db, 'records', 'nombre_trgm', 'USING gin (nombre gin_trgm_ops)');

  await db.schema
    .createTable('place_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_point', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stars', 'smallint', (c) => c.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'place_comments', 'id_point', '(id_point, created DESC)');
  await index(db, 'place_comments', 'user_id', '(user_id)');
}

/** A send: one bulk fan-out of a survey or event to the visitors matching a filter, with progress. */
async function sends(db: Db, table: string, subject: string, subjectTable: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn(subject, 'integer', (c) => c.notNull().references(`${subjectTable}.id`).onDelete('cascade'))
    .addColumn('filter', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('area', sql`geometry(Geometry, 4326)`)
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status IN ('pending', 'running', 'done', 'failed')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total >= 0`))
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sent >= 0`))
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await index(db, table, subject, `(${subject}, created_at DESC)`);

  // One row per visitor reached: inserting ON CONFLICT DO NOTHING makes a retried batch harmless.
  const deliveries = table.replace('_sends', '_deliveries');
  await db.schema
    .createTable(deliveries)
    .addColumn('send_id', 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint(`${deliveries}_pkey`, ['send_id', 'visitor_id'])
    .execute();
  await index(db, deliveries, 'visitor_id', '(visitor_id)');
}

async function surveys(db: Db): Promise<void> {
  await db.schema
    .createTable('surveys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_categoria', 'integer', (c) => c.references('survey_categories.id').onDelete('set null'))
    .addColumn('autor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('preguntas', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(preguntas) = 'array'`))
    .execute();
  await index(db, 'surveys', 'created_date', '(created_date DESC, id DESC)');
  await index(db, 'surveys', 'id_categoria', '(id_categoria)');

  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('respuestas', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(respuestas) = 'array'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('survey_answers_survey_visitor_key', ['survey_id', 'visitor_id'])
    .execute();
  await index(db, 'survey_answers', 'visitor_id', '(visitor_id)');

  await sends(db, 'survey_sends', 'survey_id', 'surveys');
}

async function alerts(db: Db): Promise<void> {
  await db.schema
    .createTable('alert_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tipo_alerta', 'text', (c) => c.notNull().check(nonBlank('tipo_alerta')))
    .execute();
  await uniqueLower(db, 'alert_types', 'tipo_alerta');

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('ABIERTA').check(sql`status IN ('ABIERTA', 'ASIGNADA', 'ATENDIDA', 'CERRADA')`),
    )
    .addColumn('fecha_alerta', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('alert_type_id', 'integer', (c) => c.notNull().references('alert_types.id').onDelete('restrict'))
    .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat BETWEEN -90 AND 90`))
    .addColumn('lon', 'double precision', (c) => c.notNull().check(sql`lon BETWEEN -180 AND 180`))
    .addColumn('location', sql`geometry(Point, 4326)`, (c) =>
      c.generatedAlwaysAs(sql`ST_SetSRID(ST_MakePoint(lon, lat), 4326)`).stored(),
    )
    .addColumn('comentario_visitante', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comentario_autoridad', 'text')
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('autoridad_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('attended_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'alerts', 'fecha', '(fecha_alerta DESC, id DESC)');
  await index(db, 'alerts', 'status', '(status, fecha_alerta DESC)');
  await index(db, 'alerts', 'autoridad', '(autoridad_id, fecha_alerta DESC) WHERE autoridad_id IS NOT NULL');
  await index(db, 'alerts', 'visitor_id', '(visitor_id)');
  await index(db, 'alerts', 'alert_type_id', '(alert_type_id)');

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type IN ('authority', 'visitor', 'monitor')`))
    .addColumn('message', 'text', (c) => c.notNull().check(nonBlank('message')))
    .addColumn('date', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'chat_messages', 'alert_id', '(alert_id, date, id)');
  await index(db, 'chat_messages', 'sender_id', '(sender_id)');
  await index(db, 'chat_messages', 'date', '(date)');
}

async function events(db: Db): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().check(nonBlank('nombre')))
    .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fecha', 'date', (c) => c.notNull())
    .addColumn('hora', 'time', (c) => c.notNull())
    .addColumn('fecha_final', 'date', (c) => c.notNull())
    .addColumn('hora_final', 'time', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('event_categories.id').onDelete('restrict'))
    .addColumn('lugar_id', 'integer', (c) => c.notNull().references('places.id').onDelete('restrict'))
    .addColumn('poll_id', 'integer', (c) => c.references('surveys.id').onDelete('set null'))
    .addColumn('url', 'text', (c) => c.check(sql`url IS NULL OR url = '' OR url ~* '^https?://'`))
    .addColumn('imagen', 'text')
    .addColumn('imagen2', 'text')
    .addColumn('ruta', 'jsonb')
    .addColumn('route', sql`geometry(LineString, 4326)`)
    .addColumn('kml', 'text')
    .addColumn('lat', 'double precision', (c) => c.check(sql`lat BETWEEN -90 AND 90`))
    .addColumn('lng', 'double precision', (c) => c.check(sql`lng BETWEEN -180 AND 180`))
    .addColumn('autor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('events_end_after_start', sql`fecha_final + hora_final >= fecha + hora`)
    .execute();
  // Duplicates (same date and time) and the calendar's date ranges.
  await index(db, 'events', 'fecha', '(fecha, hora)');
  await index(db, 'events', 'category_id', '(category_id)');
  await index(db, 'events', 'lugar_id', '(lugar_id)');
  await index(db, 'events', 'poll_id', '(poll_id) WHERE poll_id IS NOT NULL');
  await index(db, 'events', 'nombre', '(lower(nombre), id)');
  await index(db, 'events', 'nombre_trgm', 'USING gin (nombre gin_trgm_ops)');

  await db.schema
    .createTable('event_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_point', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stars', 'smallint', (c) => c.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'event_comments', 'id_point', '(id_point, created DESC)');
  await index(db, 'event_comments', 'user_id', '(user_id)');

  await sends(db, 'event_sends', 'event_id', 'events');
}

async function complaints(db: Db): Promise<void> {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('complaint_categories.id').onDelete('restrict'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('no atendida').check(sql`status IN ('no atendida', 'en proceso', 'atendida')`),
    )
    .addColumn('date', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('url', 'text')
    .addColumn('file_type', 'text')
    .addColumn('media_metadata', 'jsonb')
    .addColumn('lat', 'double precision', (c) => c.check(sql`lat BETWEEN -90 AND 90`))
    .addColumn('lon', 'double precision', (c) => c.check(sql`lon BETWEEN -180 AND 180`))
    .addColumn('location', sql`geometry(Point, 4326)`, (c) =>
      c.generatedAlwaysAs(sql`ST_SetSRID(ST_MakePoint(lon, lat), 4326)`).stored(),
    )
    .addColumn('reply', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('complaints_lat_lon_together', sql`(lat IS NULL) = (lon IS NULL)`)
    .execute();
  await index(db, 'complaints', 'date', '(date DESC, id DESC)');
  await index(db, 'complaints', 'status', '(status, date DESC)');
  await index(db, 'complaints', 'category_id', '(category_id, date DESC)');
  await index(db, 'complaints', 'visitor_id', '(visitor_id)');
}

export async function up(db: Db): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await catalogs(db);
  await records(db);
  await surveys(db);
  await alerts(db);
  await events(db);
  await complaints(db);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'complaints',
    'event_deliveries',
    'event_sends',
    'event_comments',
    'events',
    'chat_messages',
    'alerts',
    'alert_types',
    'survey_deliveries',
    'survey_sends',
    'survey_answers',
    'surveys',
    'place_comments',
    'records',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS ppd_geojson_geom(jsonb)`.execute(db);
  await sql`DROP INDEX IF EXISTS users_visitor_location_idx, users_project_id_idx, users_category_id_idx`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_category_id_fkey').ifExists().execute();
  await db.schema.alterTable('users').dropConstraint('users_project_id_fkey').ifExists().execute();
  for (const table of [
    'places',
    'event_categories',
    'survey_categories',
    'emergency_numbers',
    'complaint_categories',
    'authority_categories',
    'icons',
    'subcategories',
    'record_types',
    'main_categories',
    'projects',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
