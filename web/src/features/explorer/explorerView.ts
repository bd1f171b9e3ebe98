import { WebMercatorViewport } from '@deck.gl/core';
import {
  type Glide,
  glideCanvas,
  glideMargin,
  glideOffset,
  type Offset,
  type Size,
  shownView,
} from '../../map/glide.ts';
import { CLUSTER_UNTIL_ZOOM, type ViewState } from '../../map/views.ts';
import type { RecordIndex } from './recordIndex.ts';
import type { Box } from './spatialIndex.ts';

/**
 * Below the clustering zoom a shape narrower than this many pixels is left out: it would be a speck next to
 * its cluster's circle, and drawing tens of thousands of them is what made the map crawl.
 */
export const MIN_SHAPE_PX = 4;
/** Outlines are drawn as quads of a width in degrees: they are rebuilt once the zoom moves this far. */
export const ZOOM_STEP = 0.25;
/** What is drawn: the records near the view, the box they were chosen for, from which view (and map size). */
export interface Region extends Glide {
  box: Box;
  zoomLevel: number;
}

/** A viewport's bounds as a Box. */
export const boundsOf = (viewport: { getBounds: () => number[] }) => viewport.getBounds() as unknown as Box;

/**
 * How far ahead of the view a region chosen while panning is centred, as a fraction of the margin: the way the view
 * goes has more room, and behind it more than half the margin is left (coming to rest does not centre it again).
 */
export const LEAD = 0.4;

/**
 * The view grown by the glide margin on each side: what a glided map's canvas shows; centred `ahead` pixels from
 * the view's centre, if given.
 */
export function regionFor(view: ViewState, size: Size, ahead?: Offset): Region {
  const centre = ahead ? shownView(view, [-ahead[0], -ahead[1]], size) : view;
  const box = boundsOf(new WebMercatorViewport({ ...centre, ...glideCanvas(size) }));
  return { box, view: centre, size, zoomLevel: Math.floor(view.zoom) };
}

/**
 * Where the next region goes when the view pans out of this one (same zoom): LEAD of the margin ahead of the view,
 * the way it left.
 */
export function aheadOf(region: Region, view: ViewState): Offset | undefined {
  const [x, y] = glideOffset(region.view, view, glideCanvas(region.size));
  const reach = Math.max(Math.abs(x), Math.abs(y));
  if (reach < 1) return undefined;
  const ahead = LEAD * glideMargin(region.size);
  return [(-x / reach) * ahead, (-y / reach) * ahead];
}

/**
 * The region must be chosen again when the view leaves it, crosses a whole zoom level or zooms by ZOOM_STEP; for a
 * glided map (drawn for the region's view) when the zoom changes at all.
 */
export function needsRegion(region: Region | null, view: Box, zoom: number, glided = false): boolean {
  if (!region || region.zoomLevel !== Math.floor(zoom)) return true;
  const drawnAt = region.view.zoom;
  if (glided ? drawnAt !== zoom : Math.abs(drawnAt - zoom) >= ZOOM_STEP) return true;
  const [west, south, east, north] = region.box;
  return view[0] < west || view[1] < south || view[2] > east || view[3] > north;
}

/**
 * Whether the view has used more than half of the region's margin on a side. A glided map at rest is then drawn
 * again around its view, so that the next drag starts with room on every side.
 */
export function offCentre(region: Region, view: Box): boolean {
  const [west, south, east, north] = region.box;
  const x = (east - west - (view[2] - view[0])) / 4;
  const y = (north - south - (view[3] - view[1])) / 4;
  return view[0] - west < x || east - view[2] < x || view[1] - south < y || north - view[3] < y;
}

/**
 * The records to draw in a region (indices in the shown list, in order). Below the clustering zoom only
 * records with shapes of at least MIN_SHAPE_PX are kept: their pins are drawn by the clusters.
 */
export function recordsInRegion(index: RecordIndex, region: Pick<Region, 'box' | 'zoomLevel'>): number[] {
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
