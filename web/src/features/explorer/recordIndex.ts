import { forEachRing, type MapData } from './mapData.ts';
import { type BoxSearch, packBoxes, searchPacked } from './spatialIndex.ts';

const WORLD_PX = 512;

/** Degrees of longitude to pixels of Web Mercator at zoom 0 (deck's world is 512 px wide). */
const mercatorX = (lon: number) => ((lon + 180) / 360) * WORLD_PX;
const mercatorY = (lat: number) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_PX;
};

/** The records' boxes (pin and every vertex) for the spatial index, and their shapes' size in px at zoom 0. */
export interface RecordExtents {
  boxes: Float64Array;
  shapeSizes: Float64Array;
}

export function recordExtents(data: MapData, records: readonly number[]): RecordExtents {
  const { pins } = data;
  const boxes = new Float64Array(records.length * 4);
  const shapeSizes = new Float64Array(records.length);
  const box = [0, 0, 0, 0];
  records.forEach((r, i) => {
    ringsBox(data, r, box);
    const [west, south, east, north] = box as [number, number, number, number];
    if (west <= east) shapeSizes[i] = Math.max(mercatorX(east) - mercatorX(west), mercatorY(south) - mercatorY(north));
    const [x, y] = [pins[2 * r]!, pins[2 * r + 1]!];
    boxes[i * 4] = Math.min(west, x);
    boxes[i * 4 + 1] = Math.min(south, y);
    boxes[i * 4 + 2] = Math.max(east, x);
    boxes[i * 4 + 3] = Math.max(north, y);
  });
  return { boxes, shapeSizes };
}

/** The box of a record's drawn lines (recordRings) into `box`: empty (west > east) without any. */
function ringsBox(data: MapData, record: number, box: number[]): void {
  const xy = data.coordinates;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  forEachRing(data, record, (first, end) => {
    for (let v = first; v < end; v++) {
      const x = xy[2 * v]!;
      const y = xy[2 * v + 1]!;
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
    }
  });
  [box[0], box[1], box[2], box[3]] = [west, south, east, north];
}

/** The spatial index of the shown records and their shape sizes, built once per filter change. */
export interface RecordIndex {
  search: BoxSearch;
  shapeSizes: Float64Array;
}

/** A RecordIndex as buffers, to hand over from the worker that built it; `count` records were indexed. */
export interface PackedRecordIndex {
  count: number;
  tree: ArrayBuffer | null;
  shapeSizes: Float64Array;
}

export function packRecordIndex(data: MapData, records: readonly number[]): PackedRecordIndex {
  const { boxes, shapeSizes } = recordExtents(data, records);
  return { count: records.length, tree: packBoxes(boxes), shapeSizes };
}

export const unpackRecordIndex = ({ tree, shapeSizes }: PackedRecordIndex): RecordIndex => ({
  search: searchPacked(tree),
  shapeSizes,
});

export const indexRecords = (data: MapData, records: readonly number[]): RecordIndex =>
  unpackRecordIndex(packRecordIndex(data, records));
