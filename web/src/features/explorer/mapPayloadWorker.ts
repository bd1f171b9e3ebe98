/**
 * Fetches the map payload and decodes it as it arrives, off the main thread (which meanwhile loads the app, deck.gl
 * and WebGL, and whose long tasks would hold up a body it passed on), then hands the columns over without copying
 * them. Imports only the decoder (not the rest of @ppd/domain). Started by mapPayloadClient.ts.
 */
import { type MapColumns, MapPayloadDecoder } from '@ppd/domain/map-payload';
import type { MapRequest } from './mapRequest.ts';

export type MapPayloadReply = { columns: MapColumns } | { status: number };

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
