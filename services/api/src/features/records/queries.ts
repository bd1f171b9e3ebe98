import { type Database, type Db, joinCatalogueNames } from '@ppd/db';
import type { DrawnFeatureCollection, RecordFields, RecordListQuery } from '@ppd/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing } from '../../shared/like.ts';

interface Entry {
  id: number;
  nombre: string;
  enabled: boolean;
}

export interface Classification {
  project: Entry | null;
  category: Entry | null;
  type: Entry | null;
  subcategory: (Entry & { id_maincategory: number; tipo_id: number }) | null;
}

/**
 * The four catalogue rows a record points at, null where the id is unknown, disabled ones too. One round trip. Read in the record's
 * transaction, the subcategory is share-locked: a move of it to another category waits for the record, or the record
 * for the move (and then sees it).
 */
export async function findClassification(db: Db, f: RecordFields): Promise<Classification> {
  const { rows } = await sql<{
    project: Classification['project'];
    category: Classification['category'];
    type: Classification['type'];
    subcategory: Classification['subcategory'];
  }>`
    SELECT
      (SELECT json_build_object('id', id, 'nombre', nombre, 'enabled', enabled)
         FROM projects WHERE id = ${f.id_proyecto}) AS project,
      (SELECT json_build_object('id', id, 'nombre', nombre, 'enabled', enabled)
         FROM main_categories WHERE id = ${f.id_cat_principal}) AS category,
      (SELECT json_build_object('id', id, 'nombre', nombre, 'enabled', enabled)
         FROM record_types WHERE id = ${f.id_tipo}) AS type,
      (SELECT json_build_object('id', id, 'nombre', nombre, 'enabled', enabled, 'id_maincategory', id_maincategory,
                                'tipo_id', tipo_id)
         FROM subcategories WHERE id = ${f.id_cat_secundaria} FOR SHARE) AS subcategory
  `.execute(db);
  return rows[0]!;
}

/**
 * Whether PostGIS finds every drawn geometry valid (no self-intersecting ring, no degenerate line), before the
 * column's own repair (ST_MakeValid) could silently change what was drawn. Null when PostGIS cannot read one.
 */
export async function geometriesAreValid(db: Db, fc: DrawnFeatureCollection): Promise<boolean | null> {
  try {
    const { rows } = await sql<{ valid: boolean }>`
      SELECT bool_and(ST_IsValid(ST_GeomFromGeoJSON(f -> 'geometry'))) AS valid
      FROM jsonb_array_elements(${JSON.stringify(fc)}::jsonb -> 'features') AS f
    `.execute(db);
    return rows[0]?.valid ?? false;
  } catch {
    return null;
  }
}

/** A record with its row lock, for a change. */
export function lockRecord(db: Db, id: number) {
  return db
    .selectFrom('records')
    .select([
      'id',
      'nombre',
      'user_id',
      'geojson',
      'fecha_levantamiento',
      'source',
      'geosource',
      'altitude',
      'media_folder',
      'id_proyecto',
      'id_cat_principal',
      'id_tipo',
      'id_cat_secundaria',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const storedColumns = [
  'r.id',
  'r.nombre',
  'r.descripcion',
  'r.id_proyecto',
  'p.nombre as proyecto_nombre',
  'r.id_cat_principal',
  'm.nombre as cat_principal_nombre',
  'r.id_cat_secundaria',
  's.nombre as cat_secundaria_nombre',
  'r.id_tipo',
  't.nombre as tipo_nombre',
  'r.privado',
  'r.fecha_levantamiento',
  'r.usuario',
  'r.user_id',
  'r.geosource',
  'r.source',
  'r.altitude',
  'r.geojson',
  'r.media_folder',
  'r.file_type',
  'r.media_metadata',
] as const;

const withNames = (db: Db) => joinCatalogueNames(db.selectFrom('records as r'));

/** The records screen's filter: project (-1 = all) and a substring of the name or of the project's name. */
export function listFilter(q: Pick<RecordListQuery, 'search' | 'id_proyecto'>) {
  return (eb: ExpressionBuilder<Database & { r: Database['records'] }, 'r'>) => {
    const conditions = [];
    if (q.id_proyecto !== -1) conditions.push(eb('r.id_proyecto', '=', q.id_proyecto));
    if (q.search) {
      const pattern = containing(q.search);
      conditions.push(
        eb.or([
          eb('r.nombre', 'ilike', pattern),
          eb('r.id_proyecto', 'in', eb.selectFrom('projects').select('id').where('nombre', 'ilike', pattern)),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of the records list, sorted by name, with the total for the count. */
export async function listRecords(db: Db, q: RecordListQuery) {
  const filter = listFilter(q);
  const [rows, count] = await Promise.all([
    withNames(db)
      .select(storedColumns)
      .where((eb) => filter(eb as never))
      .orderBy(sql`lower(r.nombre)`, q.order)
      .orderBy('r.id', q.order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    db
      .selectFrom('records as r')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => filter(eb as never))
      .executeTakeFirstOrThrow(),
  ]);
  return { levantamientos: rows, total: count.n, page: q.page, pageSize: q.pageSize };
}

export function findStoredRecord(db: Db, id: number) {
  return withNames(db).select(storedColumns).where('r.id', '=', id).executeTakeFirst();
}
