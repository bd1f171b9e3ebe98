import {
  DEFAULT_ALERT_TYPES,
  DEFAULT_COMPLAINT_CATEGORIES,
  DEFAULT_SURVEY_CATEGORIES,
  RECORD_TYPES,
} from '@ppd/domain';
import { sql } from 'kysely';
import { type LibraryIcon, libraryIconUrl, registerIconLibrary } from '../icon-library.ts';
import type { AuthorityArea } from '../tables/catalogs.ts';
import type { SeedContext } from './context.ts';
import { type Box, CDMX_BOX, type Position, polygonWkt, rectangle, ring, YUCATAN_BOX } from './geo.ts';

export const COMPLAINT_RECIPIENTS = 'denuncias@demo.ppd';

interface ProjectSeed {
  nombre: string;
  lugar: string;
  box: Box;
  enabled: boolean;
}

export const PROJECTS: ProjectSeed[] = [
  { nombre: 'Bosque de Chapultepec', lugar: 'Ciudad de México', box: CDMX_BOX, enabled: true },
  { nombre: 'Polanco Caminable', lugar: 'Ciudad de México', box: CDMX_BOX, enabled: true },
  { nombre: 'Cenotes del Sur', lugar: 'Tekit, Yucatán', box: YUCATAN_BOX, enabled: true },
  { nombre: 'Milpa Maya', lugar: 'Mama, Yucatán', box: YUCATAN_BOX, enabled: true },
  { nombre: 'Centro Histórico', lugar: 'Ciudad de México', box: CDMX_BOX, enabled: false },
];

/** A subcategory's name and its icon. */
type Sub = [string, LibraryIcon];

/** Main categories with their subcategories per record type (1 Oportunidades, 2 Amenazas), icons from the library. */
const CATEGORIES: { nombre: string; icon: LibraryIcon; subcategories: Record<1 | 2, Sub[]> }[] = [
  {
    nombre: 'Áreas verdes',
    icon: 'arbol',
    subcategories: {
      1: [
        ['Huerto comunitario', 'huerto'],
        ['Zona de reforestación', 'bosque'],
      ],
      2: [
        ['Tala de árboles', 'peligro'],
        ['Plaga en arbolado', 'alerta'],
      ],
    },
  },
  {
    nombre: 'Agua',
    icon: 'agua',
    subcategories: {
      1: [
        ['Captación de lluvia', 'agua'],
        ['Fuente restaurada', 'lago'],
      ],
      2: [
        ['Fuga de agua', 'fuga-agua'],
        ['Agua contaminada', 'contaminacion'],
      ],
    },
  },
  {
    nombre: 'Movilidad',
    icon: 'bicicleta',
    subcategories: {
      1: [
        ['Ciclovía', 'bicicleta'],
        ['Cruce seguro', 'peaton'],
      ],
      2: [
        ['Banqueta dañada', 'camino'],
        ['Bache', 'alerta'],
      ],
    },
  },
  {
    nombre: 'Patrimonio cultural',
    icon: 'museo',
    subcategories: {
      1: [
        ['Sitio arqueológico', 'monumento'],
        ['Mural comunitario', 'arte'],
      ],
      2: [
        ['Grafiti en monumento', 'monumento'],
        ['Edificio en ruinas', 'edificio'],
      ],
    },
  },
  {
    nombre: 'Residuos',
    icon: 'basura',
    subcategories: {
      1: [
        ['Punto de reciclaje', 'reciclaje'],
        ['Composta', 'huerto'],
      ],
      2: [
        ['Basurero clandestino', 'basura'],
        ['Quema de basura', 'fuego'],
      ],
    },
  },
];

const AUTHORITY_CATEGORIES: { name_category: string; area: AuthorityArea }[] = [
  { name_category: 'Salvavidas del lago', area: 'SALVAVIDAS' },
  { name_category: 'Policía de proximidad', area: 'POLICIA' },
  { name_category: 'Policía turística', area: 'POLICIA' },
  { name_category: 'Paramédicos de emergencia', area: 'PARAMEDICOS' },
];

const EMERGENCY_NUMBERS = [
  { nombre: 'Emergencias', numero: '911' },
  { nombre: 'Denuncia anónima', numero: '089' },
  { nombre: 'Cruz Roja', numero: '065' },
  { nombre: 'Locatel', numero: '5556581111' },
  { nombre: 'Protección Civil Yucatán', numero: '9999300150' },
];

const EVENT_CATEGORIES = [
  { name: 'Cultural', color: '#8E24AA' },
  { name: 'Deportivo', color: '#1E88E5' },
  { name: 'Ambiental', color: '#43A047' },
  { name: 'Comunitario', color: '#FB8C00' },
];

/** Venues inside the event-map box, with their outline (one has none). */
const PLACES: { nombre: string; centre: Position; outline: 'ring' | 'rectangle' | null; km: number }[] = [
  { nombre: 'Bosque de Chapultepec, Primera Sección', centre: [-99.1895, 19.4205], outline: 'ring', km: 0.9 },
  { nombre: 'Lago Mayor', centre: [-99.2035, 19.4095], outline: 'ring', km: 0.35 },
  { nombre: 'Parque Lincoln', centre: [-99.1985, 19.4295], outline: 'rectangle', km: 0.4 },
  { nombre: 'Museo Nacional de Antropología', centre: [-99.1863, 19.426], outline: 'rectangle', km: 0.25 },
  { nombre: 'Auditorio Nacional', centre: [-99.1951, 19.4247], outline: null, km: 0 },
];

export interface Ref {
  id: number;
  nombre: string;
}
export interface SubcategoryRef extends Ref {
  id_maincategory: number;
  tipo_id: number;
}
export interface PlaceRef extends Ref {
  centre: Position;
}

export interface Catalogs {
  /** Project ids by name. */
  projects: Record<string, number>;
  projectList: (Ref & { box: Box; enabled: boolean })[];
  mainCategories: Ref[];
  types: Ref[];
  subcategories: SubcategoryRef[];
  authorityCategories: { id: number; area: AuthorityArea }[];
  complaintCategories: { id: number; name: string }[];
  surveyCategories: Record<string, number>;
  activityCategories: { id: number; name: string }[];
  places: PlaceRef[];
  alertTypes: { id: number; tipo_alerta: string }[];
}

export async function seedCatalogs(ctx: SeedContext): Promise<Catalogs> {
  const { db, rng } = ctx;

  const projectRows = await db
    .insertInto('projects')
    .values(PROJECTS.map(({ nombre, lugar, enabled }) => ({ nombre, lugar, enabled })))
    .returning(['id', 'nombre'])
    .execute();
  const projectList = projectRows.map((row) => {
    const { box, enabled } = PROJECTS.find((p) => p.nombre === row.nombre)!;
    return { ...row, box, enabled };
  });

  // A new installation already has the library (prepareInstallation); the demo's categories pick from it.
  await registerIconLibrary(db);

  const mainCategories = await db
    .insertInto('main_categories')
    .values(CATEGORIES.map(({ nombre, icon }) => ({ nombre, icon, url_image: libraryIconUrl(icon) })))
    .returning(['id', 'nombre'])
    .execute();

  // The migration creates the two record types; make sure they are there (and named) all the same.
  for (const [id, nombre] of Object.entries(RECORD_TYPES)) {
    await db
      .insertInto('record_types')
      .values({ id: Number(id), nombre })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const types = await db.selectFrom('record_types').select(['id', 'nombre']).orderBy('id').execute();

  const subcategories = await db
    .insertInto('subcategories')
    .values(
      CATEGORIES.flatMap((category) =>
        ([1, 2] as const).flatMap((tipo) =>
          category.subcategories[tipo].map(([nombre, icon]) => ({
            nombre,
            id_maincategory: mainCategories.find((m) => m.nombre === category.nombre)!.id,
            tipo_id: tipo,
            icon,
            url_image: libraryIconUrl(icon),
          })),
        ),
      ),
    )
    .returning(['id', 'nombre', 'id_maincategory', 'tipo_id'])
    .execute();

  const authorityCategories = await db
    .insertInto('authority_categories')
    .values(AUTHORITY_CATEGORIES)
    .returning(['id', 'area'])
    .execute();

  const complaintCategories = await db
    .insertInto('complaint_categories')
    .values(
      DEFAULT_COMPLAINT_CATEGORIES.map((name, i) => ({
        name,
        // Two recipients on a few categories, to show the list.
        email: i % 3 === 0 ? `${COMPLAINT_RECIPIENTS},coordinacion@demo.ppd` : COMPLAINT_RECIPIENTS,
      })),
    )
    // A new installation already has the default categories (prepareInstallation): the demo gives them recipients.
    .onConflict((oc) => oc.expression(sql`ppd_fold(name)`).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
    .returning(['id', 'name'])
    .execute();

  await db.insertInto('emergency_numbers').values(EMERGENCY_NUMBERS).execute();

  // A new installation already has these two (prepareInstallation): the demo reads them back.
  const surveyCategoryRows = await db
    .insertInto('survey_categories')
    .values(DEFAULT_SURVEY_CATEGORIES.map((category_name) => ({ category_name })))
    .onConflict((oc) =>
      oc
        .expression(sql`ppd_fold(category_name)`)
        .doUpdateSet((eb) => ({ category_name: eb.ref('excluded.category_name') })),
    )
    .returning(['id', 'category_name'])
    .execute();

  const activityCategories = await db
    .insertInto('activity_categories')
    .values(EVENT_CATEGORIES)
    .returning(['id', 'name'])
    .execute();

  const places: PlaceRef[] = [];
  for (const place of PLACES) {
    const outline =
      place.outline === 'ring'
        ? ring(rng, place.centre, place.km, 10)
        : place.outline === 'rectangle'
          ? rectangle(place.centre, place.km * 2, place.km)
          : null;
    const row = await db
      .insertInto('places')
      .values({ nombre: place.nombre, geom: outline ? polygonWkt(outline) : null })
      .returning(['id', 'nombre'])
      .executeTakeFirstOrThrow();
    places.push({ ...row, centre: place.centre });
  }

  const alertTypes = await db
    .insertInto('alert_types')
    .values(DEFAULT_ALERT_TYPES.map((tipo_alerta) => ({ tipo_alerta })))
    .onConflict((oc) =>
      oc.expression(sql`lower(tipo_alerta)`).doUpdateSet((eb) => ({ tipo_alerta: eb.ref('excluded.tipo_alerta') })),
    )
    .returning(['id', 'tipo_alerta'])
    .execute();

  return {
    projects: Object.fromEntries(projectRows.map((p) => [p.nombre, p.id])),
    projectList,
    mainCategories,
    types,
    subcategories,
    authorityCategories,
    complaintCategories,
    surveyCategories: Object.fromEntries(surveyCategoryRows.map((c) => [c.category_name, c.id])),
    activityCategories,
    places,
    alertTypes,
  };
}
