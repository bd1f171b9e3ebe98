/**
 * Decodes the map payload's body as it arrives, off the main thread (which meanwhile loads the app, deck.gl and
 * WebGL), then hands the columns over without copying them. Imports only the decoder (not the rest of @ppd/domain).
 * Started by mapPayloadClient.ts, which fetches the payload and hands its body over.
 */
import { type MapColumns, MapPayloadDecoder } from '@ppd/domain/map-payload';

/** The columns, or null when the body could not be read to its end. */
export type MapPayloadReply = MapColumns | null;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadableStream<Uint8Array>>) => void) | null;
  postMessage: (message: MapPayloadReply, transfer?: Transferable[]) => void;
};

async function decode(stream: ReadableStream<Uint8Array>): Promise<MapColumns> {
  const decoder = new MapPayloadDecoder();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) decoder.push(read.value);
  return decoder.finish();
}

scope.onmessage = ({ data }) => {
  decode(data).then(
    (columns) => {
      const arrays = Object.values(columns).filter(ArrayBuffer.isView);
      scope.postMessage(columns, [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))]);
    },
    () => scope.postMessage(null),
  );
};
