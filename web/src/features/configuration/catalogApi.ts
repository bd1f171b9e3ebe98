import { api } from '../../lib/api.ts';
import { listUnder } from '../records/catalogsApi.ts';
import type { CatalogRow } from './types.ts';

/** The calls of the catalogues whose create / update / delete follow the path patterns of spec part 2 §7. */
export function pathCalls(paths: { create: string; update: (id: number) => string; remove: (id: number) => string }) {
  return {
    create: (body: unknown) => api.post(paths.create, body),
    update: (row: CatalogRow, body: unknown) => api.put(paths.update(row.id), body),
    remove: (row: CatalogRow) => api.del(paths.remove(row.id)),
  };
}

/** The authority and complaint categories send the id in the body of one update path. */
export function bodyIdCalls(base: string, updatePath: string) {
  return {
    create: (body: unknown) => api.post(base, body),
    update: (row: CatalogRow, body: unknown) =>
      api.put(updatePath, body instanceof FormData ? body : { ...(body as object), id: row.id }),
    remove: (row: CatalogRow) => api.del(`${base}/${row.id}`),
  };
}

/** A catalogue's list: the reply itself, or the list under `key`. */
export const listOf = <K extends string>(path: string, key?: K): (() => Promise<CatalogRow[]>) =>
  key ? listUnder<CatalogRow, K>(path, key) : () => api.get<CatalogRow[]>(path);
