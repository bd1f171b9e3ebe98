import type { CallInput, CatalogChanges, ReplyOf, RouteContract } from '@ppd/domain';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { CatalogRow } from './types.ts';

type Changes<IdInBody extends boolean> = CatalogChanges<z.ZodType, z.ZodType, boolean, IdInBody>;

/** The row's id goes in the path, or (the authority and complaint categories) in the body of a form sent as JSON. */
function updateCall(routes: Changes<false> | Changes<true>) {
  const { update } = routes;
  if ('params' in update) return (row: CatalogRow, body: unknown) => api.call(update, { params: { id: row.id }, body });
  return (row: CatalogRow, body: unknown) =>
    api.call(update, { body: body instanceof FormData ? body : { ...(body as object), id: row.id } });
}

/**
 * A catalogue's form schemas and its three calls, from its contract. Where the id goes in the body, the form
 * validates with the create schema and the call adds the id.
 */
export function changesOf(routes: Changes<false> | Changes<true>) {
  return {
    schemas: {
      create: routes.create.body,
      update: 'params' in routes.update ? routes.update.body : routes.create.body,
    },
    create: (body: unknown) => api.call(routes.create, { body }),
    update: updateCall(routes),
    remove: (row: CatalogRow) => api.call(routes.remove, { params: { id: row.id } }),
  };
}

/** A catalogue's list, answered as the list itself. */
export const listOf =
  <C extends RouteContract & { method: 'GET' }>(route: C) =>
  (): Promise<ReplyOf<C>> =>
    api.call(route, {} as CallInput<C>);
