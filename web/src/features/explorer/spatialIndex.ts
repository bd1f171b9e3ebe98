import Flatbush from 'flatbush';

/** A box as [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];

/** Finds the items whose box meets a query box. */
export type BoxSearch = (box: Box) => number[];

/**
 * A packed R-tree over item boxes (four numbers per item in `boxes`), built once per filter change and queried
 * each time the view leaves the region drawn last: it answers in time proportional to the items near the box.
 */
export function indexBoxes(boxes: Float64Array): BoxSearch {
  const count = boxes.length / 4;
  if (count === 0) return () => [];
  const tree = new Flatbush(count, 16, Float64Array);
  for (let i = 0; i < count; i++) tree.add(boxes[i * 4]!, boxes[i * 4 + 1]!, boxes[i * 4 + 2]!, boxes[i * 4 + 3]!);
  tree.finish();
  return ([west, south, east, north]) => tree.search(west, south, east, north);
}
