import {
  authorityRoutes,
  type CallInput,
  type CatalogKind,
  mainCategoryRoutes,
  projectRoutes,
  type ReplyOf,
  type RouteContract,
  recordTypeRoutes,
  subcategoryRoutes,
} from '@ppd/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export type Ref = { id: number; nombre: string };
export type Subcategory = Ref & { id_maincategory: number; tipo_id: number };

/**
 * Every catalogue query starts with 'catalog', on every screen that picks from one (records, events, complaints,
 * reports); a picker reading the same call as Configuración's table shares its key, so they share one fetch.
 */
export const catalogKey = (kind: CatalogKind, ...detail: (number | string)[]) => ['catalog', kind, ...detail] as const;

/**
 * After a catalogue's save or delete, everything cached is stale: the catalogues and their pickers, and every list
 * that names an entry (records, events, complaints, the explorer's filters and popups). Only what is on screen is
 * fetched at once; the rest when next shown.
 */
export const catalogsChanged = (client: QueryClient) => client.invalidateQueries();

/** A list route whose reply holds the list under `key` (`{ proyectos: [...] }`). */
export const listUnder =
  <C extends RouteContract & { method: 'GET' }, K extends keyof ReplyOf<C>>(route: C, key: K) =>
  async (): Promise<ReplyOf<C>[K]> =>
    (await api.call(route, {} as CallInput<C>))[key];

/** The catalogues other screens pick from (spec §7 reference data); Configuración lists them with the same calls. */
export const catalogsApi = {
  projects: listUnder(projectRoutes.list, 'proyectos'),
  mainCategories: listUnder(mainCategoryRoutes.list, 'categorias'),
  types: listUnder(recordTypeRoutes.list, 'tipos'),
  authorityCategories: () => api.call(authorityRoutes.categories, {}),
  /** The subcategories of one main category and type. */
  subcategories: async (idMainCategory: number, idType: number) =>
    (
      await api.call(subcategoryRoutes.ofCategoryAndType, {
        body: { id_maincategory: idMainCategory, id_type: idType },
      })
    ).subcategorias,
};

// Catalogues change only through Configuración, which invalidates them here; another admin's change shows within
// five minutes (asked again when a screen needs them after that).
export const once = { staleTime: 5 * 60_000, gcTime: Infinity } as const;

export const catalogQueries = {
  projects: queryOptions({ queryKey: catalogKey('project'), queryFn: catalogsApi.projects, ...once }),
  mainCategories: queryOptions({
    queryKey: catalogKey('place_category'),
    queryFn: catalogsApi.mainCategories,
    ...once,
  }),
  types: queryOptions({ queryKey: catalogKey('survey_type'), queryFn: catalogsApi.types, ...once }),
  authorityCategories: queryOptions({
    queryKey: catalogKey('authority_category'),
    queryFn: catalogsApi.authorityCategories,
    ...once,
  }),
  subcategories: (idMainCategory: number, idType: number) =>
    queryOptions({
      queryKey: catalogKey('subcategory', idMainCategory, idType),
      queryFn: () => catalogsApi.subcategories(idMainCategory, idType),
      enabled: idMainCategory > 0 && idType > 0,
      ...once,
    }),
};

/** A picker's entries: the enabled ones, plus the one already chosen even if it was disabled since. */
export const pickable = <T extends { id: number; enabled?: unknown }>(
  list: readonly T[] | undefined,
  current: string,
) => (list ?? []).filter((item) => item.enabled !== false || String(item.id) === current);
