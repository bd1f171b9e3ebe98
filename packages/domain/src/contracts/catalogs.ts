import { z } from 'zod';
import { type Access, ANY_USER, defineRoutes, STAFF } from '../contract.ts';
import type { CatalogKind } from '../events/payloads.ts';
import { EXPLORER_EARLY_PATHS } from '../map-payload.ts';
import {
  activityCategoryBody,
  activityCategoryItem,
  authorityCategoryCreate,
  authorityCategoryUpdate,
  complaintCategoryCreate,
  complaintCategoryItem,
  complaintCategoryUpdate,
  emergencyNumberBody,
  emergencyNumberItem,
  iconItem,
  mainCategoryCreate,
  mainCategoryUpdate,
  placeBody,
  placeItem,
  projectBody,
  recordTypeBody,
  subcategoryCreate,
  subcategoryUpdate,
} from '../schemas/catalogs.ts';
import {
  explorerCategoryItem,
  mainCategoryItem,
  projectItem,
  subcategoriesBody,
  subcategoryItem,
  typeItem,
} from '../schemas/records.ts';
import { catalogChanges } from './catalog-changes.ts';

export type { CatalogChanges, CatalogRemoval } from './catalog-changes.ts';

/**
 * The configuration catalogues, one contract each: its lists and the three admin-only changes. Staff's lists hold
 * disabled entries too (the Configuración tables; pickers leave them out), the explorer's (no token) enabled ones
 * only. The authority categories' list is served with the authorities.
 */
const TAG = 'Catálogos';

/** A reply holding the list under the spec's key (`{ proyectos: [...] }`). */
const listUnder = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });

/** A list any caller reads without input. */
const listRoute = <R extends z.ZodType>(path: string, access: Access, summary: string, reply: R) =>
  ({ method: 'GET', path, access, summary, responses: { 200: reply } }) as const;

/**
 * A catalogue's two lists: staff's, disabled entries too, and the explorer's (no token), enabled ones only. `noun`
 * is the plural the summaries name, `feminine` its gender.
 */
const staffAndExplorerLists = <R extends z.ZodType, E extends z.ZodType = R>(
  paths: { staff: string; explorer: string },
  noun: string,
  feminine: boolean,
  reply: R,
  explorerReply?: E,
) => ({
  list: listRoute(
    paths.staff,
    STAFF,
    `${noun}, también ${feminine ? 'las deshabilitadas' : 'los deshabilitados'}`,
    reply,
  ),
  explorerList: listRoute(
    paths.explorer,
    'public',
    `${noun} ${feminine ? 'habilitadas' : 'habilitados'}, para el explorador`,
    (explorerReply ?? reply) as E,
  ),
});

/** The changes of a catalogue kept at one path: created there, updated and deleted at `<path>/:id`. */
const changesAt = <B extends z.ZodType>(kind: CatalogKind, path: string, body: B) =>
  catalogChanges(kind, {
    create: { path, body },
    update: { path: `${path}/:id`, body },
    remove: `${path}/:id`,
  });

/**
 * The changes of a catalogue whose spec paths name the verb and the thing: `<base>/new<Name>`,
 * `<base>/update<Name>/:id`, `<base>/delete<Name>/:id`; `multipart` for the forms that may carry an icon file.
 */
const changesNamed = <C extends z.ZodType, U extends z.ZodType = C, Form extends boolean = false>(
  kind: CatalogKind,
  [base, name]: [string, string],
  create: C,
  update?: U,
  multipart?: Form,
) =>
  catalogChanges(kind, {
    create: { path: `${base}/new${name}`, body: create },
    update: { path: `${base}/update${name}/:id`, body: (update ?? create) as U },
    remove: `${base}/delete${name}/:id`,
    multipart,
  });

const projects = listUnder('proyectos', projectItem);
const types = listUnder('tipos', typeItem);
const subcategories = listUnder('subcategorias', subcategoryItem);

export const projectRoutes = defineRoutes(TAG, {
  ...staffAndExplorerLists(
    { staff: '/api/ppd/proyectos/getProjects', explorer: '/api/ppd/proyectos/getProjectsToExplorer' },
    'Proyectos',
    false,
    projects,
  ),
  ...changesNamed('project', ['/api/ppd/proyectos', 'Project'], projectBody),
});

/** Categorías (of places) and the icon library they and the subcategories pick from. */
export const mainCategoryRoutes = defineRoutes(TAG, {
  ...staffAndExplorerLists(
    { staff: '/api/ppd/catprinc/getMainCategories', explorer: '/api/ppd/catprinc/getMainCategoriesToExplorer' },
    'Categorías',
    true,
    listUnder('categorias', mainCategoryItem),
    listUnder('categorias', explorerCategoryItem),
  ),
  icons: listRoute(
    '/api/ppd/catprinc/getIcons',
    STAFF,
    'La biblioteca de íconos de categorías y subcategorías',
    z.object({ icons: z.array(iconItem) }),
  ),
  newIcon: {
    method: 'POST',
    path: '/api/ppd/catprinc/newIcon',
    access: 'admin',
    summary: 'Agregar un ícono a la biblioteca (formulario: `icon` PNG o JPEG de 250 px como máximo, `name`)',
    multipart: true,
    responses: { 200: iconItem },
  },
  ...changesNamed(
    'place_category',
    ['/api/ppd/catprinc', 'MainCategory'],
    mainCategoryCreate,
    mainCategoryUpdate,
    true,
  ),
});

export const recordTypeRoutes = defineRoutes(TAG, {
  ...staffAndExplorerLists(
    { staff: '/api/ppd/tipolevantamiento/getTypes', explorer: EXPLORER_EARLY_PATHS.types },
    'Tipos de levantamiento',
    false,
    types,
  ),
  ...changesNamed('survey_type', ['/api/ppd/tipolevantamiento', 'Type'], recordTypeBody),
});

export const subcategoryRoutes = defineRoutes(TAG, {
  ...staffAndExplorerLists(
    {
      staff: '/api/ppd/subcategorias/getAllSubcategories',
      explorer: '/api/ppd/subcategorias/getAllSubcategoriesToExplorer',
    },
    'Subcategorías',
    true,
    subcategories,
  ),
  ofCategoryAndType: {
    method: 'POST',
    path: '/api/ppd/subcategorias/getSubcategories',
    access: STAFF,
    summary: 'Subcategorías habilitadas de una categoría y un tipo (al guardar un levantamiento)',
    body: subcategoriesBody,
    responses: { 200: subcategories },
  },
  ...changesNamed('subcategory', ['/api/ppd/subcategorias', 'Subcategory'], subcategoryCreate, subcategoryUpdate, true),
});

/** Tipos de autoridad: their list (`/authorities/categories/listAll`) is the authorities' contract's. */
export const authorityCategoryRoutes = defineRoutes(
  TAG,
  catalogChanges('authority_category', {
    create: { path: '/authorities/categories', body: authorityCategoryCreate },
    update: { path: '/authorities/categories/update', body: authorityCategoryUpdate, idInBody: true },
    remove: '/authorities/categories/:id',
  }),
);

/** Categorías de denuncia; the app's and the complaints screen's lists are the complaints' contract's. */
export const complaintCategoryRoutes = defineRoutes(TAG, {
  list: listRoute(
    '/visitors/complaint/categories',
    STAFF,
    'Categorías de denuncia con sus destinatarios, también las deshabilitadas',
    z.array(complaintCategoryItem),
  ),
  ...catalogChanges('complaint_category', {
    create: { path: '/visitors/complaint/categories', body: complaintCategoryCreate },
    update: { path: '/visitors/complaint/categories', body: complaintCategoryUpdate, idInBody: true },
    remove: '/visitors/complaint/categories/:id',
  }),
});

/** Números de emergencia; the list is also what the visitors' and authorities' apps show. */
export const emergencyNumberRoutes = defineRoutes(TAG, {
  list: listRoute('/api/emergencynumbers/getnumbers', ANY_USER, 'Números de emergencia', z.array(emergencyNumberItem)),
  ...catalogChanges('emergency_number', {
    create: { path: '/api/emergencynumbers/createnumber/', body: emergencyNumberBody },
    update: { path: '/api/emergencynumbers/updatenumber/:id', body: emergencyNumberBody },
    remove: '/api/emergencynumbers/deletenumber/:id',
  }),
});

/** Categorías de eventos (the events screen's select and the calendar legend's colours). */
export const activityCategoryRoutes = defineRoutes(TAG, {
  list: listRoute(
    '/api/config/categories/events',
    ANY_USER,
    'Categorías de eventos con su color',
    z.array(activityCategoryItem),
  ),
  ...changesAt('activity_category', '/api/config/categories/events', activityCategoryBody),
});

/** Lugares (event venues) with their outline as GeoJSON. */
export const placeRoutes = defineRoutes(TAG, {
  list: listRoute(
    '/api/places',
    ANY_USER,
    'Lugares de eventos, con su contorno (GeoJSON) si lo tienen',
    z.array(placeItem),
  ),
  ...changesAt('place', '/api/places', placeBody),
});
