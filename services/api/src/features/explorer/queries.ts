import type { Db } from '@ppd/db';
import type { ExplorerQuery } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';

export interface ExplorerFilter {
  query: ExplorerQuery;
  /** Staff see private records too; the public never does. */
  includePrivate: boolean;
}

const selected = (ids: number[]) => ids.filter((id) => id > 0);

/** The WHERE of the explorer: each list that names ids filters its column; null when no list does. */
function conditions({ query, includePrivate }: ExplorerFilter): RawBuilder<unknown>[] | null {
  const lists = [
    [sql.ref('r.id_proyecto'), selected(query.id_proyecto)],
    [sql.ref('r.id_cat_principal'), selected(query.id_cat_principal)],
    [sql.ref('r.id_cat_secundaria'), selected(query.id_cat_secundaria)],
    [sql.ref('r.id_tipo'), selected(query.id_tipo)],
  ] as const;
  const where: RawBuilder<unknown>[] = lists
    .filter(([, ids]) => ids.length > 0)
    .map(([column, ids]) => sql`${column} = ANY(${ids}::int[])`);
  if (where.length === 0) return null;
  if (!includePrivate) where.push(sql`NOT r.privado`);
  return where;
}

/**
 * The explorer's records as JSON text, built by PostgreSQL in batches of `batchSize` rows (keyset on id): the API
 * only concatenates text, and holds one batch at a time whatever the number of records. `geojson` is text, as the
 * spec's explorer expects; the author's e-mail is only shown to staff.
 */
export async function* explorerJson(db: Db, filter: ExplorerFilter, batchSize = 2000): AsyncGenerator<string> {
  const where = conditions(filter);
  yield '{"levantamientos":[';
  if (where) {
    const author = filter.includePrivate ? sql`, 'usuario', r.usuario, 'user_id', r.user_id` : sql``;
    let last = 0;
    let first = true;
    for (;;) {
      const { rows } = await sql<{ last: number | null; json: string | null }>`
        SELECT max(id) AS last, string_agg(doc, ',' ORDER BY id) AS json FROM (
          SELECT r.id, json_build_object(
            'id', r.id, 'nombre', r.nombre, 'descripcion', r.descripcion,
            'id_proyecto', r.id_proyecto, 'proyecto_nombre', p.nombre,
            'id_cat_principal', r.id_cat_principal, 'cat_principal_nombre', m.nombre,
            'id_cat_secundaria', r.id_cat_secundaria, 'cat_secundaria_nombre', s.nombre,
            'subcategoria_icono', s.url_image,
            'id_tipo', r.id_tipo, 'tipo_nombre', t.nombre,
            'privado', r.privado, 'fecha_levantamiento', r.fecha_levantamiento,
            'geosource', r.geosource, 'source', r.source, 'altitude', r.altitude,
            'geojson', r.geojson::text,
            'media_folder', r.media_folder, 'file_type', r.file_type, 'media_metadata', r.media_metadata
            ${author}
          )::text AS doc
          -- The page is cut on records alone (primary-key order), then joined: the planner never joins them all.
          FROM (
            SELECT * FROM records r
            WHERE r.id > ${last} AND ${sql.join(where, sql` AND `)}
            ORDER BY r.id
            LIMIT ${batchSize}
          ) AS r
          JOIN projects p ON p.id = r.id_proyecto
          JOIN main_categories m ON m.id = r.id_cat_principal
          JOIN subcategories s ON s.id = r.id_cat_secundaria
          JOIN record_types t ON t.id = r.id_tipo
        ) AS batch
      `.execute(db);
      const batch = rows[0];
      if (!batch?.json || batch.last === null) break;
      yield first ? batch.json : `,${batch.json}`;
      first = false;
      last = batch.last;
    }
  }
  yield ']}';
}
