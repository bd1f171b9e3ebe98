import { pathFor, projectRoutes } from '@ppd/domain';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityKeys } from '../features/activities/index.ts';
import { complaintKeys } from '../features/complaints/index.ts';
import { explorerKeys } from '../features/explorer/index.ts';
import { recordKeys } from '../features/records/recordsApi.ts';
import { catalogQueries, catalogsChanged, pickable } from './catalogsApi.ts';
import { clearOnSessionChange } from './queryClient.ts';
import { type Session, sessionAtom } from './session.ts';
import { appClient, serve } from './testQueries.ts';

const projects = [
  { id: 1, nombre: 'Bosque', lugar: 'Sierra', enabled: true },
  { id: 2, nombre: 'Costa', lugar: 'Golfo', enabled: false },
];

afterEach(() => vi.unstubAllGlobals());

describe('catalogues', () => {
  it('are fetched once and again after Configuración invalidates them', async () => {
    const fetch = serve({ proyectos: projects });
    const client = appClient();
    await expect(client.fetchQuery(catalogQueries.projects)).resolves.toEqual(projects);
    await client.fetchQuery(catalogQueries.projects);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(pathFor(projectRoutes.list));
    await client.invalidateQueries({ queryKey: ['catalog'] });
    await client.fetchQuery(catalogQueries.projects);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys the subcategories by category and type under the catalogue prefix, asked only with both', async () => {
    const fetch = serve({ subcategorias: [{ id: 7, nombre: 'Manglar', id_maincategory: 3, tipo_id: 4 }] });
    const query = catalogQueries.subcategories(3, 4);
    expect(query.queryKey).toEqual(['catalog', 'subcategory', 3, 4]);
    expect(query.enabled).toBe(true);
    expect(catalogQueries.subcategories(3, 0).enabled).toBe(false);
    await appClient().fetchQuery(query);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ id_maincategory: 3, id_type: 4 });
  });

  it("once changed, refresh themselves, the other screens' pickers and every list that names them", async () => {
    const client = appClient();
    const shown = [
      catalogQueries.types.queryKey,
      activityKeys.categories,
      activityKeys.places,
      complaintKeys.categories,
      activityKeys.list,
      complaintKeys.list,
      recordKeys.all,
      explorerKeys.lists,
      explorerKeys.details(true, 3),
    ];
    for (const queryKey of shown) client.setQueryData(queryKey, []);
    await catalogsChanged(client);
    for (const queryKey of shown) expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('pick the enabled entries and the one already chosen', () => {
    expect(pickable(projects, '').map((p) => p.id)).toEqual([1]);
    expect(pickable(projects, '2').map((p) => p.id)).toEqual([1, 2]);
    expect(pickable(undefined, '2')).toEqual([]);
  });

  it('leave with the session: signing in or out empties the cache', () => {
    const store = createStore();
    const client = appClient();
    const stop = clearOnSessionChange(client, store);
    const session = (token: string): Session => ({
      token,
      keep: false,
      user: {
        user_id: 1,
        uuid: 'u',
        email: 'a@b.c',
        name: 'A',
        last_name: 'B',
        profile_image: null,
        is_admin: true,
      },
    });
    client.setQueryData(catalogQueries.projects.queryKey, projects);
    store.set(sessionAtom, session('one'));
    expect(client.getQueryData(catalogQueries.projects.queryKey)).toBeUndefined();
    client.setQueryData(catalogQueries.projects.queryKey, projects);
    store.set(sessionAtom, { ...session('one'), user: { ...session('one').user, name: 'Ana' } });
    expect(client.getQueryData(catalogQueries.projects.queryKey)).toEqual(projects);
    store.set(sessionAtom, null);
    expect(client.getQueryData(catalogQueries.projects.queryKey)).toBeUndefined();
    stop();
  });
});
