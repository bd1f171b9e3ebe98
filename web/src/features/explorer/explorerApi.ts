import {
  EXPLORER_DETAILS_MAX,
  explorerRoutes,
  mainCategoryRoutes,
  messages,
  projectRoutes,
  recordTypeRoutes,
  subcategoryRoutes,
} from '@ppd/domain';
import { ApiError, api } from '../../lib/api.ts';
import type { Ref, Subcategory } from '../../lib/catalogsApi.ts';
import { type CategoryIcons, categoryIcons } from '../../lib/categoryIcons.ts';
import { sessionAtom } from '../../lib/session.ts';
import { appStore } from '../../lib/store.ts';
import { takeEarly } from './earlyLoad.ts';
import { parseDetails, type RecordDetails } from './explorerData.ts';
import type { MapData } from './mapData.ts';
import { loadMapData, MapPayloadError } from './mapPayloadClient.ts';
import { publicMapRequest, staffMapRequest } from './mapRequest.ts';

export interface ExplorerLists {
  proyectos: Ref[];
  categorias: Ref[];
  subcategorias: Subcategory[];
  tipos: Ref[];
  /** The categories' and subcategories' icons (the popup's and the pins'). */
  icons: CategoryIcons;
}

const opts = { auth: false };

/** The record types the explorer offers (no token needed): the map payload is asked for these. */
export async function fetchExplorerTypes(): Promise<Ref[]> {
  const load = () => api.call(recordTypeRoutes.explorerList, {}, opts);
  const { tipos } = await (takeEarly('types')?.catch(load) ?? load());
  return tipos.map((x) => ({ id: x.id, nombre: x.nombre ?? x.name ?? '' }));
}

/** The explorer's reference lists (no token needed), with its types. Categories come as nombre_categoria. */
export async function fetchExplorerLists(types: Promise<Ref[]>): Promise<ExplorerLists> {
  const [p, c, s, tipos] = await Promise.all([
    api.call(projectRoutes.explorerList, {}, opts),
    api.call(mainCategoryRoutes.explorerList, {}, opts),
    api.call(subcategoryRoutes.explorerList, {}, opts),
    types,
  ]);
  const categorias = c.categorias.map((x) => ({ id: x.id, nombre: x.nombre_categoria, url_image: x.url_image }));
  return {
    proyectos: p.proyectos,
    categorias,
    subcategorias: s.subcategorias,
    tipos,
    icons: categoryIcons(categorias, s.subcategorias),
  };
}

/**
 * Every record the caller may see, as the map payload (ids, filter columns, geometries), fetched, decoded and indexed
 * by a worker (mapPayloadClient.ts): every type the explorer offers, so no other list filters (the filter panel then
 * works on what is loaded). The public's map needs no list to be asked for; on the public explorer the page's first
 * script asked already (earlyLoad.ts), and a failure there is asked again here. Staff's is asked for `typeIds` with
 * the session's token, and private records come too.
 */
export async function fetchMapData(typeIds: Promise<number[]>, staff: boolean): Promise<MapData> {
  const load = () => loadMapData(staff ? typeIds.then((ids) => staffMapRequest(ids, tokenNow())) : publicMapRequest());
  const early = staff ? null : takeEarly('map');
  return (early?.catch(load) ?? load()).catch((error: unknown) => {
    const status = error instanceof MapPayloadError ? error.status : 0;
    throw new ApiError({ status, name: `HttpError${status}`, message: messages.generic.error });
  });
}

const tokenNow = () => appStore.get(sessionAtom)?.token ?? null;

/** The records' details (a popup's), asked for in batches of EXPLORER_DETAILS_MAX ids (each answered in id order). */
export async function fetchRecordDetails(ids: readonly number[], staff: boolean): Promise<RecordDetails[]> {
  const details: RecordDetails[] = [];
  for (let at = 0; at < ids.length; at += EXPLORER_DETAILS_MAX) {
    const reply = await api.call(
      explorerRoutes.details,
      { body: { ids: ids.slice(at, at + EXPLORER_DETAILS_MAX) } },
      { auth: staff },
    );
    details.push(...parseDetails(reply.levantamientos));
  }
  return details;
}
