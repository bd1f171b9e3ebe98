import { CLUSTER_UNTIL_ZOOM } from '../../map/views.ts';
import { forEachRing, type MapData } from './explorerData.ts';
import { type Box, type BoxSearch, indexBoxes } from './spatialIndex.ts';

/**
 * Below the clustering zoom a shape narrower than this many pixels is left out: it would be a speck next to
 * its cluster's circle, and drawing tens of thousands of them is what made the map crawl.
 */
export const MIN_SHAPE_PX = 4;
/** The region drawn reaches this fraction of the view's width and height beyond each edge. */
export const MARGIN = 0.25;
/** Outlines are drawn as quads of a width in degrees: they are rebuilt once the zoom moves this far. */
export const ZOOM_STEP = 0.25;
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

/** What is drawn: the records near the view, the box they were chosen for and at which zoom. */
export interface Region {
  box: Box;
  zoom: number;
  zoomLevel: number;
}

/** A viewport's bounds as a Box. */
export const boundsOf = (viewport: { getBounds: () => number[] }) => viewport.getBounds() as unknown as Box;

/** The view's box grown by MARGIN on each side. */
export function regionFor(view: Box, zoom: number): Region {
  const [west, south, east, north] = view;
  const dx = (east - west) * MARGIN;
  const dy = (north - south) * MARGIN;
  return { box: [west - dx, south - dy, east + dx, north + dy], zoom, zoomLevel: Math.floor(zoom) };
}

/** The region must be chosen again when the view leaves it, crosses a whole zoom level or zooms by ZOOM_STEP. */
export function needsRegion(region: Region | null, view: Box, zoom: number): boolean {
  if (!region || region.zoomLevel !== Math.floor(zoom) || Math.abs(region.zoom - zoom) >= ZOOM_STEP) return true;
  const [west, south, east, north] = region.box;
  return view[0] < west || view[1] < south || view[2] > east || view[3] > north;
}

/** The spatial index of the shown records and their shape sizes, built once per filter change. */
export interface RecordIndex {
  search: BoxSearch;
  shapeSizes: Float64Array;
}

export function indexRecords(data: MapData, records: readonly number[]): RecordIndex {
  const { boxes, shapeSizes } = recordExtents(data, records);
  return { search: indexBoxes(boxes), shapeSizes };
}

/**
 * The records to draw in a region (indices in the shown list, in order). Below the clustering zoom only
 * records with shapes of at least MIN_SHAPE_PX are kept: their pins are drawn by the clusters.
 */
export function recordsInRegion(index: RecordIndex, region: Region): number[] {
  const found = index.search(region.box);
  const scale = 2 ** region.zoomLevel;
  const kept =
    region.zoomLevel >= CLUSTER_UNTIL_ZOOM ? found : found.filter((i) => index.shapeSizes[i]! * scale >= MIN_SHAPE_PX);
  return ascending(kept);
}

/**
 * The shown records on screen (indices into the data, in the shown list's order): those whose box (pin and every
 * vertex) meets the view, clustered or not. What the counter counts and an export writes.
 */
export function recordsInView(index: RecordIndex, shown: readonly number[], view: Box): number[] {
  return ascending(index.search(view)).map((k) => shown[k]!);
}

/** Indices in ascending order: a typed array's numeric sort is several times faster than a comparator's. */
const ascending = (indices: readonly number[]): number[] => Array.from(Uint32Array.from(indices).sort());
