/**
 * Fetches the map payload and decodes it as it arrives, off the main thread (which meanwhile loads deck.gl and sets
 * up WebGL), then hands the columns over without copying them. Imports only the decoder (not the rest of @ppd/domain).
 */
import { type MapColumns, MapPayloadDecoder } from '@ppd/domain/map-payload';

export interface MapPayloadRequest {
  body: unknown;
  token: string | null;
}

export type MapPayloadReply = { columns: MapColumns } | { status: number };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MapPayloadRequest>) => void) | null;
  postMessage: (message: MapPayloadReply, transfer?: Transferable[]) => void;
};

async function load({ body, token }: MapPayloadRequest): Promise<MapPayloadReply> {
  const response = await fetch('/api/ppd/levantamiento/map', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) return { status: response.status };
  const decoder = new MapPayloadDecoder();
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) decoder.push(read.value);
  return { columns: decoder.finish() };
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
