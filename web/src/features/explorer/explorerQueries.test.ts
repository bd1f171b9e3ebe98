import { decodeMapColumns } from '@ppd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/queryClient.ts';
import { fetchExplorerLists, fetchExplorerTypes, fetchMapData } from './explorerApi.ts';
import { explorerKeys, prefetchExplorer } from './explorerQueries.ts';
import { withPins } from './mapData.ts';

vi.mock('./explorerApi.ts', () => ({
  fetchExplorerTypes: vi.fn(async () => [
    { id: 1, nombre: 'Amenaza' },
    { id: 2, nombre: 'Oportunidad' },
  ]),
  fetchExplorerLists: vi.fn(async (types: Promise<unknown>) => ({ proyectos: [], tipos: await types })),
  fetchMapData: vi.fn(async () => withPins(decodeMapColumns(new Uint8Array(0)))),
  fetchRecordDetails: vi.fn(),
}));

afterEach(() => queryClient.clear());

describe('prefetchExplorer', () => {
  it('asks for the types once and for the records of their ids, with the lists beside', async () => {
    prefetchExplorer(true);
    // The map is asked for before its types have come: the worker loads meanwhile.
    expect(fetchMapData).toHaveBeenCalledTimes(1);
    const [typeIds, staff] = vi.mocked(fetchMapData).mock.calls[0]!;
    expect(await typeIds).toEqual([1, 2]);
    expect(staff).toBe(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(explorerKeys.lists)).toBeDefined());
    expect(queryClient.getQueryData(explorerKeys.lists)).toMatchObject({ tipos: [{ id: 1 }, { id: 2 }] });
    expect(queryClient.getQueryData(explorerKeys.map(true))).toBeDefined();
    expect(fetchExplorerTypes).toHaveBeenCalledTimes(1);
    expect(fetchExplorerLists).toHaveBeenCalledTimes(1);
  });
});
