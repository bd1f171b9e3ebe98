/**
 * Fetches the map payload and has a worker (mapPayloadWorker.ts) decode its body as it arrives, off the main
 * thread. Imports nothing at run time, so the page's first script (src/early.ts) uses it before the app's bundle is
 * in: the download and its decoding then overlap the loading of the app, deck.gl and WebGL.
 */
import type { MapColumns } from '@ppd/domain/map-payload';
import type { MapPayloadReply } from './mapPayloadWorker.ts';
import type { mapRequest } from './mapRequest.ts';

/** A payload that could not be loaded: its HTTP status (0 when the request or the decoding failed). */
export class MapPayloadError extends Error {
  constructor(readonly status: number) {
    super(`map payload: HTTP ${status}`);
  }
}

/**
 * The decoded columns of the payload the request describes. The worker starts loading its code at once, while
 * the request may still be in the making (the types it asks for are being fetched).
 */
export async function loadMapColumns(request: Promise<ReturnType<typeof mapRequest>>): Promise<MapColumns> {
  const worker = new Worker(new URL('./mapPayloadWorker.ts', import.meta.url), { type: 'module' });
  try {
    const { url, body, token } = await request;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok || !response.body) throw new MapPayloadError(response.status);
    return await decodeIn(worker, response.body);
  } catch (error) {
    throw error instanceof MapPayloadError ? error : new MapPayloadError(0);
  } finally {
    worker.terminate();
  }
}

function decodeIn(worker: Worker, body: ReadableStream<Uint8Array>): Promise<MapColumns> {
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<MapPayloadReply>) => (data ? resolve(data) : reject(data));
    worker.onerror = reject;
    worker.postMessage(body, [body]);
  });
}
