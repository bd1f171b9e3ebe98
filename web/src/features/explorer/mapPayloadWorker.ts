/**
 * Fetches the map payload and decodes it as it arrives, off the main thread (which meanwhile loads the app, deck.gl
 * and WebGL, and whose long tasks would hold up a body it passed on), places the pins and indexes the records with
 * one, then hands it all over without copying. Imports only the decoder (not the rest of @ppd/domain) and the map's
 * geometry. Started by mapPayloadClient.ts.
 */
import { type MapColumns, MapPayloadDecoder } from '@ppd/domain/map-payload';
import { hasPin, type MapData, withPins } from './mapData.ts';
import type { MapRequest } from './mapRequest.ts';
import { packRecordIndex } from './recordIndex.ts';

export type MapPayloadReply = { data: MapData } | { status: number };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MapRequest>) => void) | null;
  postMessage: (message: MapPayloadReply, transfer?: Transferable[]) => void;
};

async function load({ url, body, token }: MapRequest): Promise<MapPayloadReply> {
  const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
  const response = await fetch(
    url,
    body == null
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok || !response.body) return { status: response.status };
  const data = withPins(await decode(response.body));
  const pinned: number[] = [];
  for (let r = 0; r < data.count; r++) if (hasPin(data, r)) pinned.push(r);
  return { data: { ...data, pinnedIndex: packRecordIndex(data, pinned) } };
}

/** The buffers of the data's arrays and of its index, handed over rather than copied. */
function buffersOf(data: MapData): ArrayBuffer[] {
  const arrays = Object.values(data).filter(ArrayBuffer.isView);
  const index = data.pinnedIndex;
  const buffers = [...arrays.map((a) => a.buffer), index?.shapeSizes.buffer, index?.tree];
  return [...new Set(buffers.filter((b): b is ArrayBuffer => b instanceof ArrayBuffer))];
}

async function decode(stream: ReadableStream<Uint8Array>): Promise<MapColumns> {
  const decoder = new MapPayloadDecoder();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) decoder.push(read.value);
  return decoder.finish();
}

scope.onmessage = ({ data }) => {
  load(data).then(
    (reply) => scope.postMessage(reply, 'data' in reply ? buffersOf(reply.data) : []),
    () => scope.postMessage({ status: 0 }),
  );
};
