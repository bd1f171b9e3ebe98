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
export function explorerConditions({ query, includePrivate }: ExplorerFilter): RawBuilder<unknown>[] | null {
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

/** The catalogues a record `r` names: its project (p), main category (m), subcategory (s) and type (t). */
export const recordCatalogues = sql`
  JOIN projects p ON p.id = r.id_proyecto
  JOIN main_categories m ON m.id = r.id_cat_principal
  JOIN subcategories s ON s.id = r.id_cat_secundaria
  JOIN record_types t ON t.id = r.id_tipo`;

type Batch = { last: number | null; json: string | null } | undefined;

/** One batch of the explorer's records after `last` (keyset on id), as comma-separated JSON documents. */
function batchAfter(db: Db, where: RawBuilder<unknown>[], includePrivate: boolean, size: number) {
  const author = includePrivate ? sql`, r.usuario, r.user_id` : sql``;
  return async (last: number): Promise<Batch> => {
    const { rows } = await sql<NonNullable<Batch>>`
      SELECT max(id) AS last, string_agg(row_to_json(batch)::text, ',' ORDER BY id) AS json FROM (
        SELECT r.id, r.nombre, r.descripcion,
          r.id_proyecto, p.nombre AS proyecto_nombre,
          r.id_cat_principal, m.nombre AS cat_principal_nombre,
          r.id_cat_secundaria, s.nombre AS cat_secundaria_nombre,
          s.url_image AS subcategoria_icono,
          r.id_tipo, t.nombre AS tipo_nombre,
          r.privado, r.fecha_levantamiento,
          r.geosource, r.source, r.altitude,
          r.geojson::text AS geojson,
          r.media_folder, r.file_type, r.media_metadata
          ${author}
        -- The page is cut on records alone (primary-key order), then joined: the planner never joins them all.
        FROM (
          SELECT * FROM records r
          WHERE r.id > ${last} AND ${sql.join(where, sql` AND `)}
          ORDER BY r.id
          LIMIT ${size}
        ) AS r
        ${recordCatalogues}
      ) AS batch
    `.execute(db);
    return rows[0];
  };
}

/**
 * The explorer's records as JSON text, built by PostgreSQL in batches of `batchSize` rows: the API only concatenates
 * text, and holds two batches at most whatever the number of records. row_to_json of the joined row writes about
 * twice as fast as json_build_object (which looks up every argument's type on every row), and the next batch is
 * asked for while this one is sent, so the database and the API work side by side. `geojson` is text, as the spec's
 * explorer expects; the author's e-mail is only shown to staff.
 */
export function explorerJson(db: Db, filter: ExplorerFilter, batchSize = 5000): AsyncGenerator<string> {
  return levantamientosJson(db, explorerConditions(filter), filter.includePrivate, batchSize);
}

/** The records' details for a popup or an export: ids the map payload named, under the same visibility rule. */
export interface DetailsFilter {
  ids: number[];
  includePrivate: boolean;
}

/** The named records as the GeoJSON path writes them (the popup's and the export's details). */
export function detailsJson(db: Db, { ids, includePrivate }: DetailsFilter): AsyncGenerator<string> {
  const where = [sql`r.id = ANY(${ids}::int[])`, ...(includePrivate ? [] : [sql`NOT r.privado`])];
  return levantamientosJson(db, where, includePrivate, 5000);
}

async function* levantamientosJson(
  db: Db,
  where: RawBuilder<unknown>[] | null,
  includePrivate: boolean,
  batchSize: number,
): AsyncGenerator<string> {
  yield '{"levantamientos":[';
  if (where) {
    const next = batchAfter(db, where, includePrivate, batchSize);
    let pending = next(0);
    try {
      for (let first = true; ; first = false) {
        const batch = await pending;
        if (!batch?.json || batch.last === null) break;
        pending = next(batch.last);
        yield first ? batch.json : `,${batch.json}`;
      }
    } finally {
      // A client that leaves mid-document leaves a batch in flight: its failure is of no one's concern.
      pending.catch(() => {});
    }
  }
  yield ']}';
}
