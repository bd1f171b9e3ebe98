/**
 * The page's first script (vite/earlyScript.ts), run before the app's bundle is in: on the public explorer it asks
 * for the types and then the map payload for them, the most of the explorer's first frame. It imports only the
 * request's shape (mapRequest.ts, which imports nothing), so that it runs as soon as its few hundred bytes are in;
 * the app takes the answers (earlyLoad.ts).
 */
import type { EarlyExplorer } from './features/explorer/earlyLoad.ts';
import { isPublicExplorerPath, MAP_URL, mapBody, TYPES_URL } from './features/explorer/mapRequest.ts';

if (isPublicExplorerPath(window.location.pathname)) {
  const types: EarlyExplorer['types'] = fetch(TYPES_URL).then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)),
  );
  const map = types.then(({ tipos }) =>
    fetch(MAP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        mapBody(
          tipos.map(({ id }) => id),
          false,
        ),
      ),
    }),
  );
  // Whoever takes them handles their failure; a page that never does must not report it.
  types.catch(() => {});
  map.catch(() => {});
  globalThis.ppdEarlyExplorer = { types, map };
}
