import { EXPLORER_EARLY_PATHS } from '@ppd/domain/map-payload';

/** The explorer's first requests: the page's first script (src/early.ts) sends them too, so no more is imported. */
export const TYPES_URL = EXPLORER_EARLY_PATHS.types;
const MAP_URL = EXPLORER_EARLY_PATHS.map;

/** The public explorer's paths (/ shows it too): where its data is asked for before the app is in. */
export const isPublicExplorerPath = (pathname: string) => pathname === '/explorador' || pathname === '/';

/** A map payload to fetch: POSTed with a body, else a GET; the session's token for staff. */
export interface MapRequest {
  url: string;
  body: unknown;
  token: string | null;
}

/** The public explorer's map: every record of the types it offers, the filter's first selection (no body). */
export const publicMapRequest = (): MapRequest => ({ url: MAP_URL, body: null, token: null });

/**
 * The map payload of staff: every record of the types (no other list filters; the panel filters what is loaded),
 * private ones too.
 */
export const staffMapRequest = (typeIds: number[], token: string | null): MapRequest => ({
  url: MAP_URL,
  body: { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: typeIds, admin: true },
  token,
});
