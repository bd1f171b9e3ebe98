import { type Db, joinCatalogueNames } from '@ppd/db';
import type { ExportQuery } from '@ppd/domain';
import { sql } from 'kysely';
import { listFilter } from '../queries.ts';

export interface ExportRow {
  id: number;
  nombre: string;
  descripcion: string;
  proyecto: string;
  categoria: string;
  subcategoria: string;
  tipo: string;
  id_tipo: number;
  privado: boolean;
  usuario: string;
  fecha_levantamiento: Date;
  /** The GPS altitude in metres as the app sent it, or 'N/A'. */
  altitude: string;
  features: { type: 'Feature'; geometry: unknown; properties?: Record<string, unknown> }[];
}

export interface MeasuredRow extends ExportRow {
  file_type: string | null;
  media_metadata: Record<string, unknown> | null;
  geometry_type: string;
  lat: number;
  lng: number;
  length_km: number;
  area_ha: number;
}

/** Which records to export: the records list's query, and for the public explorer its public records only. */
export type ExportSelection = ExportQuery & { publicOnly?: boolean };

function selection(db: Db, q: ExportSelection) {
  return (
    db
      .selectFrom('records as r')
      // One array parameter, whatever the number of ids (a parameter per id stops at 65,535).
      .where((eb) => (q.ids ? sql<boolean>`r.id = ANY(${q.ids}::int[])` : listFilter(q)(eb as never)))
      .$if(q.id_tipo !== -1, (qb) => qb.where('r.id_tipo', '=', q.id_tipo))
      .$if(q.publicOnly === true, (qb) => qb.where('r.privado', '=', false))
  );
}

export async function countExport(db: Db, q: ExportSelection): Promise<number> {
  const row = await selection(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface TextLengths {
  nombre: number;
  descripcion: number;
  proyecto: number;
  categoria: number;
  subcategoria: number;
  tipo: number;
}

/** The longest text of each exported column (0 when none), which sizes the shapefile's fixed-width DBF fields. */
export async function exportTextLengths(db: Db, q: ExportSelection): Promise<TextLengths> {
  const longest = (column: string) => sql<number>`coalesce(max(char_length(${sql.ref(column)})), 0)::int`;
  return joinCatalogueNames(selection(db, q))
    .select([
      longest('r.nombre').as('nombre'),
      longest('r.descripcion').as('descripcion'),
      longest('p.nombre').as('proyecto'),
      longest('m.nombre').as('categoria'),
      longest('s.nombre').as('subcategoria'),
      longest('t.nombre').as('tipo'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * One keyset page of the records to export (id order), optionally of one type, optionally with measures. The page is
 * cut on `records` alone, then joined to the catalogues, so no page costs a join of the whole table.
 */
function page(db: Db, q: ExportSelection, opts: { typeId?: number; measured?: boolean }) {
  return (afterId: number, size: number) => {
    const ids = selection(db, q)
      .selectAll('r')
      .$if(opts.typeId !== undefined, (qb) => qb.where('r.id_tipo', '=', opts.typeId!))
      .where('r.id', '>', afterId)
      .orderBy('r.id')
      .limit(size);
    return joinCatalogueNames(db.selectFrom(ids.as('r')))
      .select([
        'r.id',
        'r.nombre',
        'r.descripcion',
        'p.nombre as proyecto',
        'm.nombre as categoria',
        's.nombre as subcategoria',
        't.nombre as tipo',
        'r.id_tipo',
        'r.privado',
        'r.usuario',
        'r.fecha_levantamiento',
        'r.altitude',
        sql<ExportRow['features']>`r.geojson -> 'features'`.as('features'),
      ])
      .$if(opts.measured === true, (qb) =>
        qb.select([
          'r.file_type',
          'r.media_metadata',
          sql<string>`GeometryType(r.geom)`.as('geometry_type'),
          sql<number>`ST_Y(ST_PointOnSurface(r.geom))`.as('lat'),
          sql<number>`ST_X(ST_PointOnSurface(r.geom))`.as('lng'),
          sql<number>`(ST_Length(r.geom::geography) + ST_Perimeter(r.geom::geography)) / 1000`.as('length_km'),
          sql<number>`ST_Area(r.geom::geography) / 10000`.as('area_ha'),
        ]),
      )
      .orderBy('r.id')
      .execute() as Promise<ExportRow[]>;
  };
}

/**
 * The records to export, `size` at a time: memory holds one page whatever the total. Listed ids are paged by the
 * list itself (in id order), so each page's query carries its own ids, not the whole list again.
 */
export async function* exportPages<T extends ExportRow = ExportRow>(
  db: Db,
  q: ExportSelection,
  opts: { typeId?: number; measured?: boolean; size?: number } = {},
): AsyncGenerator<T[]> {
  const size = opts.size ?? 1000;
  if (q.ids) {
    const ids = [...new Set(q.ids)].sort((a, b) => a - b);
    for (let at = 0; at < ids.length; at += size) {
      const rows = (await page(db, { ...q, ids: ids.slice(at, at + size) }, opts)(0, size)) as T[];
      if (rows.length > 0) yield rows;
    }
    return;
  }
  const next = page(db, q, opts);
  let after = 0;
  for (;;) {
    const rows = (await next(after, size)) as T[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}

/** The record types that get a sheet: Oportunidades and Amenazas always, others when they exist. */
export function exportTypes(db: Db) {
  return db.selectFrom('record_types').select(['id', 'nombre']).orderBy('id').execute();
}
