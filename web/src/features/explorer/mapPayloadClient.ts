/**
 * Has a worker (mapPayloadWorker.ts) fetch the map payload and decode it as it arrives, off the main thread. The
 * worker's code is inlined (no request of its own before it can start), and this imports nothing else at run time,
 * so the page's first script (src/early.ts) uses it before the app's bundle is in: the download and its decoding
 * then overlap the loading of the app, deck.gl and WebGL.
 */
import type { MapData } from './mapData.ts';
import type { MapPayloadReply } from './mapPayloadWorker.ts';
import MapPayloadWorker from './mapPayloadWorker.ts?worker&inline';
import type { MapRequest } from './mapRequest.ts';

/** A payload that could not be loaded: its HTTP status (0 when the request or the decoding failed). */
export class MapPayloadError extends Error {
  constructor(readonly status: number) {
    super(`map payload: HTTP ${status}`);
  }
}

/** The map data of the payload the request describes (which may still be in the making). */
export function loadMapData(request: MapRequest | Promise<MapRequest>): Promise<MapData> {
  const worker = new MapPayloadWorker();
  const loaded = new Promise<MapData>((resolve, reject) => {
    worker.onmessage = ({ data: reply }: MessageEvent<MapPayloadReply>) =>
      'data' in reply ? resolve(reply.data) : reject(new MapPayloadError(reply.status));
    worker.onerror = () => reject(new MapPayloadError(0));
    Promise.resolve(request).then(
      // A worker made from a blob resolves no relative address.
      (r) => worker.postMessage({ ...r, url: new URL(r.url, window.location.href).href }),
      () => reject(new MapPayloadError(0)),
    );
  });
  const stop = () => worker.terminate();
  loaded.then(stop, stop);
  return loaded;
}
