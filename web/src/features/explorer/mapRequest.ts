/** The explorer's first requests; imports nothing, since the page's first script (src/early.ts) sends them too. */
export const TYPES_URL = '/api/ppd/tipolevantamiento/getTypesToExplorer';

/** The public explorer's paths (/ shows it too): where its data is asked for before the app is in. */
export const isPublicExplorerPath = (pathname: string) => pathname === '/explorador' || pathname === '/';

/**
 * The map payload's request: every record of the types (no other list filters; the panel filters what is loaded),
 * private ones too for staff, whose token goes along.
 */
export const mapRequest = (typeIds: number[], staff: boolean, token: string | null) => ({
  url: '/api/ppd/levantamiento/map',
  body: { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: typeIds, admin: staff },
  token,
});
