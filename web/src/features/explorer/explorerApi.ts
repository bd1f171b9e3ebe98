import { EXPLORER_DETAILS_MAX, type MapColumns, messages } from '@ppd/domain';
import { ApiError, api } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { appStore } from '../../lib/store.ts';
import type { Ref, Subcategory } from '../records/catalogsApi.ts';
import { type EarlyExplorer, takeEarly } from './earlyLoad.ts';
import { parseDetails, type RawRecordDetails, type RecordDetails } from './explorerData.ts';
import type { MapPayloadReply, MapPayloadRequest } from './mapPayloadWorker.ts';
import { MAP_URL, mapBody, TYPES_URL } from './mapRequest.ts';

export interface ExplorerLists {
  proyectos: Ref[];
  categorias: Ref[];
  subcategorias: Subcategory[];
  tipos: Ref[];
}

const opts = { auth: false };

/** The record types the explorer offers (no token needed): the map payload is asked for these. */
export async function fetchExplorerTypes(): Promise<Ref[]> {
  const load = () => api.get<Awaited<EarlyExplorer['types']>>(TYPES_URL, opts);
  const { tipos } = await (takeEarly('types')?.catch(load) ?? load());
  return tipos.map((x) => ({ id: x.id, nombre: x.nombre ?? x.name ?? '' }));
}

/** The explorer's reference lists (no token needed), with its types. Categories come as nombre_categoria. */
export async function fetchExplorerLists(types: Promise<Ref[]>): Promise<ExplorerLists> {
  const [p, c, s, tipos] = await Promise.all([
    api.get<{ proyectos: Ref[] }>('/api/ppd/proyectos/getProjectsToExplorer', opts),
    api.get<{ categorias: { id: number; nombre_categoria: string }[] }>(
      '/api/ppd/catprinc/getMainCategoriesToExplorer',
      opts,
    ),
    api.get<{ subcategorias: Subcategory[] }>('/api/ppd/subcategorias/getAllSubcategoriesToExplorer', opts),
    types,
  ]);
  return {
    proyectos: p.proyectos,
    categorias: c.categorias.map((x) => ({ id: x.id, nombre: x.nombre_categoria })),
    subcategorias: s.subcategorias,
    tipos,
  };
}

/**
 * Every record the caller may see, as the map payload (ids, filter columns, geometries), fetched and decoded by a
 * worker (mapPayloadWorker.ts): all types selected, so no other list filters (the filter panel then works on what
 * is loaded). With `staff` the session's token goes along and private records come too. The worker starts loading
 * while the types are still being asked for; on the public explorer it reads the answer the page's first script
 * asked for (earlyLoad.ts).
 */
export async function fetchMapColumns(typeIds: Promise<number[]>, staff: boolean): Promise<MapColumns> {
  const worker = new Worker(new URL('./mapPayloadWorker.ts', import.meta.url), { type: 'module' });
  try {
    const early = staff ? null : await takeEarly('map')?.catch(() => null);
    const request: MapPayloadRequest =
      early?.ok && early.body
        ? { stream: early.body }
        : { url: MAP_URL, body: mapBody(await typeIds, staff), token: staff ? tokenNow() : null };
    return await decodeIn(worker, request);
  } finally {
    worker.terminate();
  }
}

const tokenNow = () => appStore.get(sessionAtom)?.token ?? null;

function decodeIn(worker: Worker, request: MapPayloadRequest): Promise<MapColumns> {
  return new Promise<MapColumns>((resolve, reject) => {
    const failed = (status: number) =>
      reject(new ApiError({ status, name: `HttpError${status}`, message: messages.generic.error }));
    worker.onmessage = ({ data }: MessageEvent<MapPayloadReply>) =>
      'columns' in data ? resolve(data.columns) : failed(data.status);
    worker.onerror = () => failed(0);
    worker.postMessage(request, 'stream' in request ? [request.stream] : []);
  });
}

/** The records' details (popup, export), asked for in batches of EXPLORER_DETAILS_MAX ids (each answered in id order). */
export async function fetchRecordDetails(ids: readonly number[], staff: boolean): Promise<RecordDetails[]> {
  const details: RecordDetails[] = [];
  for (let at = 0; at < ids.length; at += EXPLORER_DETAILS_MAX) {
    const reply = await api.post<{ levantamientos: RawRecordDetails[] }>(
      '/api/ppd/levantamiento/details',
      { ids: ids.slice(at, at + EXPLORER_DETAILS_MAX) },
      { auth: staff },
    );
    details.push(...parseDetails(reply.levantamientos));
  }
  return details;
}
