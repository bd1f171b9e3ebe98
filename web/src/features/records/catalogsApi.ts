import type { CatalogKind } from '@ppd/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type Ref = { id: number; nombre: string };
/** A catalogue entry that can be disabled (it then leaves the pickers). */
export type Switchable = Ref & { enabled?: boolean };
export type Project = Switchable;
export type Subcategory = Ref & { id_maincategory: number; tipo_id: number };
export type AuthorityCategory = { id: number; name_category: string; enabled?: boolean };

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

/** A call whose reply holds the list under `key` (`{ proyectos: [...] }`). */
export const listUnder =
  <T, K extends string>(path: string, key: K) =>
  async (): Promise<T[]> =>
    (await api.get<Record<K, T[]>>(path))[key];

/** The catalogues other screens pick from (spec §7 reference data); Configuración lists them with the same calls. */
export const catalogsApi = {
  projects: listUnder<Project, 'proyectos'>('/api/ppd/proyectos/getProjects', 'proyectos'),
  mainCategories: listUnder<Switchable, 'categorias'>('/api/ppd/catprinc/getMainCategories', 'categorias'),
  types: listUnder<Switchable, 'tipos'>('/api/ppd/tipolevantamiento/getTypes', 'tipos'),
  authorityCategories: () => api.get<AuthorityCategory[]>('/authorities/categories/listAll'),
  /** The subcategories of one main category and type. */
  subcategories: async (idMainCategory: number, idType: number) =>
    (
      await api.post<{ subcategorias: Subcategory[] }>('/api/ppd/subcategorias/getSubcategories', {
        id_maincategory: idMainCategory,
        id_type: idType,
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
