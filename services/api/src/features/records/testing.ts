import type { Db } from '@ppd/db';
import { squarePolygon } from '@ppd/domain/testing';

let n = 0;
const unique = (prefix: string) => {
  n += 1;
  return `${prefix} ${n}.${Math.random().toString(36).slice(2, 6)}`;
};

export interface TestCatalog {
  project: number;
  disabledProject: number;
  category: number;
  otherCategory: number;
  /** Subcategory of `category`, type 1 (Oportunidades). */
  opportunity: number;
  /** Subcategory of `category`, type 2 (Amenazas). */
  threat: number;
  /** Subcategory of `otherCategory`, type 1. */
  otherOpportunity: number;
}

/** A project, two main categories and their subcategories (types 1 and 2 come with the migration). */
export async function createCatalog(db: Db): Promise<TestCatalog> {
  const [project, disabledProject] = await db
    .insertInto('projects')
    .values([
      { nombre: unique('Proyecto'), lugar: 'Mérida' },
      { nombre: unique('Proyecto apagado'), lugar: 'Mama', enabled: false },
    ])
    .returning('id')
    .execute();
  const [category, otherCategory] = await db
    .insertInto('main_categories')
    .values([{ nombre: unique('Agua') }, { nombre: unique('Movilidad') }])
    .returning('id')
    .execute();
  const subs = await db
    .insertInto('subcategories')
    .values([
      { nombre: unique('Fuente'), id_maincategory: category!.id, tipo_id: 1 },
      { nombre: unique('Fuga'), id_maincategory: category!.id, tipo_id: 2 },
      { nombre: unique('Ciclovía'), id_maincategory: otherCategory!.id, tipo_id: 1 },
    ])
    .returning('id')
    .execute();
  return {
    project: project!.id,
    disabledProject: disabledProject!.id,
    category: category!.id,
    otherCategory: otherCategory!.id,
    opportunity: subs[0]!.id,
    threat: subs[1]!.id,
    otherOpportunity: subs[2]!.id,
  };
}

/** One more subcategory of a main category (of type 1, Oportunidades, unless said): its id. */
export async function insertSubcategory(db: Db, nombre: string, mainCategory: number, type = 1): Promise<number> {
  const row = await db
    .insertInto('subcategories')
    .values({ nombre, id_maincategory: mainCategory, tipo_id: type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const point = (lon = -89.62, lat = 20.97) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { id: 'marker-1' },
});

export const square = (lon = -89.62, lat = 20.97, d = 0.01) => ({
  type: 'Feature',
  geometry: squarePolygon(lon, lat, d),
  properties: { id: 'poly-1' },
});

/** Two triangles touching at one point: a self-intersecting ring. */
export const bowTie = () => ({
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-89.6, 20.9],
        [-89.5, 21.0],
        [-89.5, 20.9],
        [-89.6, 21.0],
        [-89.6, 20.9],
      ],
    ],
  },
  properties: {},
});

export const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

/** The body the map screen sends (spec §3). */
export function recordBody(c: TestCatalog, overrides: Record<string, unknown> = {}) {
  return {
    id_proyecto: c.project,
    id_cat_principal: c.category,
    id_cat_secundaria: c.opportunity,
    id_tipo: 1,
    nombre: 'Fuente restaurada',
    descripcion: 'Se restauró la fuente del parque.',
    fecha: '20/5/2025, 10:15:00',
    usuario: 'otro@correo.mx',
    user_id: 999,
    source: 'web',
    geosource: 'manual',
    privado: false,
    altitude: 'N/A',
    geometries: collection(point(), square()),
    ...overrides,
  };
}

/** A record written directly, for list, explorer and export tests. */
export async function insertRecord(
  db: Db,
  c: TestCatalog,
  author: { id: number; email: string },
  overrides: Partial<{
    nombre: string;
    privado: boolean;
    id_tipo: number;
    id_proyecto: number;
    subcategory: number;
    features: unknown[];
  }> = {},
) {
  const { features = [point(), square()], ...rest } = overrides;
  const id_tipo = rest.id_tipo ?? 1;
  return db
    .insertInto('records')
    .values({
      nombre: rest.nombre ?? unique('Registro'),
      descripcion: 'Descripción de prueba',
      id_proyecto: rest.id_proyecto ?? c.project,
      id_cat_principal: c.category,
      id_cat_secundaria: rest.subcategory ?? (id_tipo === 1 ? c.opportunity : c.threat),
      id_tipo,
      privado: rest.privado ?? false,
      usuario: author.email,
      user_id: author.id,
      fecha_levantamiento: new Date('2025-05-20T16:15:00Z'),
      updated_at: new Date(),
      geojson: JSON.stringify({ type: 'FeatureCollection', features }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
