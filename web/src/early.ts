/**
 * The page's first script (vite/earlyScript.ts), run before the app's bundle is in: on the public explorer it asks
 * for the types and then the map payload for them, the most of the explorer's first frame. It imports nothing, so
 * that it runs as soon as its own few hundred bytes are in; the app takes the answers (earlyLoad.ts).
 */
import type { EarlyExplorer } from './features/explorer/earlyLoad.ts';

if (['/explorador', '/'].includes(window.location.pathname)) {
  const types: EarlyExplorer['types'] = fetch('/api/ppd/tipolevantamiento/getTypesToExplorer').then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)),
  );
  const map = types.then(({ tipos }) =>
    fetch('/api/ppd/levantamiento/map', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The body the app sends (explorerApi.ts mapBody): every record of the explorer's types.
      body: JSON.stringify({
        id_proyecto: [0],
        id_cat_principal: [0],
        id_cat_secundaria: [0],
        id_tipo: tipos.map((t) => t.id),
        admin: false,
      }),
    }),
  );
  // Whoever takes them handles their failure; a page that never does must not report it.
  types.catch(() => {});
  map.catch(() => {});
  globalThis.ppdEarlyExplorer = { types, map };
}
