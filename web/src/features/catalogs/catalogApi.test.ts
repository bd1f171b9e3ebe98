import { authorityCategoryCreate, authorityCategoryRoutes, mainCategoryRoutes, projectRoutes } from '@ppd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, serve } from '../../lib/testQueries.ts';
import { changesOf } from './catalogApi.ts';

afterEach(() => vi.unstubAllGlobals());

const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([, init]) => ({ method: init?.method, body: init?.body && JSON.parse(String(init.body)) }));

describe('a catalogue change', () => {
  it('names the row in the path where the spec does (a project)', async () => {
    const fetch = serve({ status: 'ok', id: 7, message: '' });
    const calls = changesOf(projectRoutes);
    await calls.update({ id: 7 }, { nombre: 'Bosque', lugar: 'Sierra' });
    await calls.remove({ id: 7 });
    expect(askedPaths(fetch)).toEqual(['/api/ppd/proyectos/updateProject/7', '/api/ppd/proyectos/deleteProject/7']);
    expect(sent(fetch)).toEqual([
      { method: 'PUT', body: { nombre: 'Bosque', lugar: 'Sierra' } },
      { method: 'DELETE', body: undefined },
    ]);
  });

  it('sends the id in the body where the spec does (an authority category), validating the form without it', async () => {
    const fetch = serve({ status: 'ok', id: 3, message: '' });
    const calls = changesOf(authorityCategoryRoutes);
    await calls.update({ id: 3 }, { name_category: 'Guardavidas', area: 'SALVAVIDAS' });
    expect(askedPaths(fetch)).toEqual(['/authorities/categories/update']);
    expect(sent(fetch)).toEqual([{ method: 'PUT', body: { name_category: 'Guardavidas', area: 'SALVAVIDAS', id: 3 } }]);
    expect(calls.schemas.update).toBe(authorityCategoryCreate);
  });

  it('sends a category with a new icon file as the form it is (multipart)', async () => {
    const fetch = serve({ status: 'ok', id: 3, message: '' });
    const form = new FormData();
    form.set('nombre', 'Playas');
    await changesOf(mainCategoryRoutes).update({ id: 3 }, form);
    expect(askedPaths(fetch)).toEqual(['/api/ppd/catprinc/updateMainCategory/3']);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
  });
});
