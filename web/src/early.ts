/**
 * The page's first script (vite/earlyScript.ts), run before the app's bundle is in: on the public explorer it asks
 * for the types, starts the map payload's worker (which fetches the public map, every type offered, and decodes and
 * indexes it while the app loads: the most of the explorer's first frame) and preloads the screen's code. It
 * imports only the requests' shape and the worker's starter with the worker's code inlined (mapRequest.ts,
 * mapPayloadClient.ts: 5 kB compressed), so that it runs as soon as it is in; the app takes the answers
 * (earlyLoad.ts).
 */
import type { EarlyExplorer } from './features/explorer/earlyLoad.ts';
import { loadMapData } from './features/explorer/mapPayloadClient.ts';
import { isPublicExplorerPath, publicMapRequest, TYPES_URL } from './features/explorer/mapRequest.ts';

if (isPublicExplorerPath(window.location.pathname)) {
  preloadScreenChunks();
  const types: EarlyExplorer['types'] = fetch(TYPES_URL).then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)),
  );
  const map = loadMapData(publicMapRequest());
  // Whoever takes them handles their failure; a page that never does must not report it.
  types.catch(() => {});
  map.catch(() => {});
  globalThis.ppdEarlyExplorer = { types, map };
}

/** The explorer screen's code (listed in the page by vite/earlyScript.ts) downloads now, beside the app's entry. */
function preloadScreenChunks() {
  const listed = document.getElementById('ppd-screen-chunks')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}
