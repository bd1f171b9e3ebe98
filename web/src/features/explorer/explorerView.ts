import { CLUSTER_UNTIL_ZOOM } from '../../map/views.ts';
import type { RecordIndex } from './recordIndex.ts';
import type { Box } from './spatialIndex.ts';

/**
 * Below the clustering zoom a shape narrower than this many pixels is left out: it would be a speck next to
 * its cluster's circle, and drawing tens of thousands of them is what made the map crawl.
 */
export const MIN_SHAPE_PX = 4;
/** The region drawn reaches this fraction of the view's width and height beyond each edge. */
export const MARGIN = 0.25;
/** Outlines are drawn as quads of a width in degrees: they are rebuilt once the zoom moves this far. */
export const ZOOM_STEP = 0.25;
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
