import type { Db } from '@ppd/db';
import type { Bbox, TimeRange } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';
import { recordCatalogues } from '../explorer/index.ts';
import type { ExportedFields } from '../records/index.ts';

/** Which public records a request reads: the collection's types, then Part 1's filters. */
export interface OgcSelection {
  typeIds: number[];
  bbox?: Bbox | undefined;
  datetime?: TimeRange | undefined;
}

/** A record as a feature needs it: what the explorer's export writes, and its geometry as GeoJSON text. */
export type OgcRow = ExportedFields & { id: number; geometry: string };

const envelope = (west: number, south: number, east: number, north: number) =>
  sql`ST_Intersects(r.geom, ST_MakeEnvelope(${west}, ${south}, ${east}, ${north}, 4326))`;

/** Part 1's bbox intersects the geometry; one that crosses the antimeridian (west > east) is its two halves. */
function bboxCondition({ west, south, east, north }: Bbox): RawBuilder<unknown> {
  if (west <= east) return envelope(west, south, east, north);
  return sql`(${envelope(west, south, 180, north)} OR ${envelope(-180, south, east, north)})`;
}

function timeConditions({ from, to, toExclusive }: TimeRange): RawBuilder<unknown>[] {
  const at = sql.ref('r.fecha_levantamiento');
  return [
    ...(from ? [sql`${at} >= ${from}`] : []),
    ...(to ? [toExclusive ? sql`${at} < ${to}` : sql`${at} <= ${to}`] : []),
  ];
}

/** Public records only, always: a private one is never read, whoever asks. */
function conditions(s: OgcSelection): RawBuilder<unknown> {
  const where = [
    sql`NOT r.privado`,
    sql`r.id_tipo = ANY(${s.typeIds}::int[])`,
    ...(s.bbox ? [bboxCondition(s.bbox)] : []),
    ...(s.datetime ? timeConditions(s.datetime) : []),
  ];
  return sql.join(where, sql` AND `);
}

/** Where a page starts: after a record (next), before one (prev, read backwards), or at one record. */
export type Keyset = { after: number } | { before: number } | { only: number };

function keysetOf(keyset: Keyset) {
  if ('only' in keyset) return { where: sql`r.id = ${keyset.only}`, order: sql`ASC` };
  if ('before' in keyset) return { where: sql`r.id < ${keyset.before}`, order: sql`DESC` };
  return { where: sql`r.id > ${keyset.after}`, order: sql`ASC` };
}

/**
 * Up to `size` records from the keyset on, in its order (a prev page comes newest id first). The page is cut on
 * `records` alone, in primary-key order, then joined to the catalogues, as the explorer's and the exports' pages.
 */
export async function ogcPage(db: Db, s: OgcSelection, keyset: Keyset, size: number): Promise<OgcRow[]> {
  const { where, order } = keysetOf(keyset);
  const { rows } = await sql<OgcRow>`
    SELECT r.id, r.nombre, r.descripcion, p.nombre AS proyecto, m.nombre AS categoria, s.nombre AS subcategoria,
      t.nombre AS tipo, r.fecha_levantamiento, ST_AsGeoJSON(r.geom) AS geometry
    FROM (
      SELECT r.id, r.nombre, r.descripcion, r.id_proyecto, r.id_cat_principal, r.id_cat_secundaria, r.id_tipo,
        r.fecha_levantamiento, r.geom
      FROM records r
      WHERE ${conditions(s)} AND ${where}
      ORDER BY r.id ${order}
      LIMIT ${size}
    ) AS r
    ${recordCatalogues}
    ORDER BY r.id ${order}
  `.execute(db);
  return rows;
}

/** How many records the selection holds, whatever the page (Part 1's numberMatched). */
export async function ogcCount(db: Db, s: OgcSelection): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records r WHERE ${conditions(s)}`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

/** A bbox as Part 1 writes it: [west, south, east, north]. */
export type Box = [number, number, number, number];

/** A record type the explorer offers, with its public records' count and extent (null ends when it has none). */
export interface TypeStats {
  id: number;
  nombre: string;
  count: number;
  bbox: Box | null;
  first: Date | null;
  last: Date | null;
}

/** The enabled record types (the explorer's), each with its public records' count, bbox and time span. */
export async function typeStats(db: Db): Promise<TypeStats[]> {
  const { rows } = await sql<Omit<TypeStats, 'bbox'> & { box: string | null }>`
    SELECT t.id, t.nombre, coalesce(s.count, 0)::int AS count, s.box::text AS box, s.first, s.last
    FROM record_types t
    LEFT JOIN (
      SELECT r.id_tipo, count(*) AS count, ST_Extent(r.geom) AS box,
        min(r.fecha_levantamiento) AS first, max(r.fecha_levantamiento) AS last
      FROM records r WHERE NOT r.privado GROUP BY r.id_tipo
    ) AS s ON s.id_tipo = t.id
    WHERE t.enabled
    ORDER BY t.id
  `.execute(db);
  return rows.map(({ box, ...type }) => ({ ...type, bbox: box ? boxOf(box) : null }));
}

/** PostGIS's `BOX(w s,e n)` text as Part 1's [w, s, e, n]. */
const boxOf = (box: string) =>
  box
    .replace(/^BOX\(|\)$/g, '')
    .split(/[ ,]/)
    .map(Number) as Box;
