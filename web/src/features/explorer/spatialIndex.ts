import Flatbush from 'flatbush';

/** A box as [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];

/** Finds the items whose box meets a query box. */
export type BoxSearch = (box: Box) => number[];

/**
 * A packed R-tree over item boxes (four numbers per item in `boxes`), as the one buffer it lives in (null for no
 * items): built where the boxes are (the map payload's worker, or the main thread after a filter change) and handed
 * over without a copy.
 */
export function packBoxes(boxes: Float64Array): ArrayBuffer | null {
  const count = boxes.length / 4;
  if (count === 0) return null;
  const tree = new Flatbush(count, 16, Float64Array);
  for (let i = 0; i < count; i++) tree.add(boxes[i * 4]!, boxes[i * 4 + 1]!, boxes[i * 4 + 2]!, boxes[i * 4 + 3]!);
  tree.finish();
  return tree.data as ArrayBuffer;
}

/**
 * The search of a packed tree, queried each time the view leaves the region drawn last: it answers in time
 * proportional to the items near the box.
 */
export function searchPacked(packed: ArrayBuffer | null): BoxSearch {
  if (!packed) return () => [];
  const tree = Flatbush.from(packed);
  return ([west, south, east, north]) => tree.search(west, south, east, north);
}

export const indexBoxes = (boxes: Float64Array): BoxSearch => searchPacked(packBoxes(boxes));
