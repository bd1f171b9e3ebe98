/**
 * Fetches the map payload (or reads one the page asked for early) and decodes it as it arrives, off the main thread
 * (which meanwhile loads deck.gl and sets up WebGL), then hands the columns over without copying them. Imports only
 * the decoder (not the rest of @ppd/domain).
 */
import { type MapColumns, MapPayloadDecoder } from '@ppd/domain/map-payload';

/** The payload to fetch, or the body of one already asked for (earlyLoad.ts), handed over without a copy. */
export type MapPayloadRequest =
  | { url: string; body: unknown; token: string | null }
  | { stream: ReadableStream<Uint8Array> };

export type MapPayloadReply = { columns: MapColumns } | { status: number };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MapPayloadRequest>) => void) | null;
  postMessage: (message: MapPayloadReply, transfer?: Transferable[]) => void;
};

async function load(request: MapPayloadRequest): Promise<MapPayloadReply> {
  if ('stream' in request) return { columns: await decode(request.stream) };
  const { url, body, token } = request;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) return { status: response.status };
  return { columns: await decode(response.body) };
}

async function decode(stream: ReadableStream<Uint8Array>): Promise<MapColumns> {
  const decoder = new MapPayloadDecoder();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) decoder.push(read.value);
  return decoder.finish();
}

scope.onmessage = ({ data }) => {
  load(data).then(
    (reply) => {
      const arrays = 'columns' in reply ? Object.values(reply.columns).filter(ArrayBuffer.isView) : [];
      scope.postMessage(reply, [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))]);
    },
    () => scope.postMessage({ status: 0 }),
  );
};
