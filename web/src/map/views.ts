import { WebMercatorViewport } from '@deck.gl/core';
import { bbox } from '@turf/turf';
import type { FeatureCollection } from 'geojson';

export interface ViewState {
  longitude: number;
  latitude: number;
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  pitch?: number;
  bearing?: number;
}

/** Panel map (/mapa): centre about (20.59, -89.02), zoom 9, max 19 (spec §9). */
export const PANEL_VIEW: ViewState = { latitude: 20.59, longitude: -89.02, zoom: 9, minZoom: 2, maxZoom: 19 };
/** Explorer: centre (20.58651, -89.01501), max zoom 22. */
export const EXPLORER_VIEW: ViewState = { latitude: 20.58651, longitude: -89.01501, zoom: 9, minZoom: 2, maxZoom: 22 };
/** Records map: zoom 8, min 3, max 22. */
export const RECORDS_VIEW: ViewState = { latitude: 20.59, longitude: -89.02, zoom: 8, minZoom: 3, maxZoom: 22 };
/** Clustering is disabled from this zoom on. */
export const CLUSTER_UNTIL_ZOOM = 11;
/** A single point is shown at this zoom on the records map. */
export const SINGLE_POINT_ZOOM = 13;

/** Pixels kept clear along each edge of a map (where its floating controls sit). */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const even = (padding: number | Padding): Padding =>
  typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;

/** The view that fits the features with `padding` px around them (a single point at `pointZoom`). */
export function fitFeatures(
  collection: FeatureCollection,
  size: { width: number; height: number },
  base: ViewState,
  padding: number | Padding = 50,
  pointZoom = SINGLE_POINT_ZOOM,
): ViewState {
  if (collection.features.length === 0) return base;
  const [minX, minY, maxX, maxY] = bbox(collection);
  if (![minX, minY, maxX, maxY].every(Number.isFinite)) return base;
  const pad = even(padding);
  if (minX === maxX && minY === maxY) return centredOn(base, [minX, minY], pointZoom, size, pad);
  const width = Math.max(size.width, pad.left + pad.right + 10);
  const height = Math.max(size.height, pad.top + pad.bottom + 10);
  const { longitude, latitude, zoom } = new WebMercatorViewport({ width, height }).fitBounds(
    [
      [minX, minY],
      [maxX, maxY],
    ],
    { padding: pad },
  );
  return { ...base, longitude, latitude, zoom: Math.min(zoom, base.maxZoom ?? 22) };
}

/**
 * The view moved, if it must, so that every feature is inside the map less `padding` (its controls): panned at the
 * same zoom when the features fit there, zoomed out just enough when they do not. Never zooms in; returns `view`
 * itself when nothing needs to move.
 */
export function keepInView(
  view: ViewState,
  collection: FeatureCollection,
  size: { width: number; height: number },
  padding: Padding,
): ViewState {
  if (collection.features.length === 0) return view;
  const [minX, minY, maxX, maxY] = bbox(collection);
  if (![minX, minY, maxX, maxY].every(Number.isFinite)) return view;
  const free = { width: size.width - padding.left - padding.right, height: size.height - padding.top - padding.bottom };
  if (free.width < 20 || free.height < 20) return view;
  const viewport = new WebMercatorViewport({ ...view, width: size.width, height: size.height });
  const corners = [viewport.project([minX, maxY]), viewport.project([maxX, minY])];
  const inside = corners.every(
    ([x = 0, y = 0]) =>
      x >= padding.left && x <= size.width - padding.right && y >= padding.top && y <= size.height - padding.bottom,
  );
  if (inside) return view;
  const fitted = minX === maxX && minY === maxY ? view : fitFeatures(collection, size, view, padding);
  return centredOn(view, [(minX + maxX) / 2, (minY + maxY) / 2], Math.min(fitted.zoom, view.zoom), size, padding);
}

/** The view at `zoom` whose padded area (the map less `padding`) has `[lon, lat]` in its middle. */
function centredOn(
  base: ViewState,
  [lon, lat]: [number, number],
  zoom: number,
  size: { width: number; height: number },
  padding: Padding,
): ViewState {
  const viewport = new WebMercatorViewport({
    width: size.width,
    height: size.height,
    longitude: lon,
    latitude: lat,
    zoom,
  });
  const dx = (padding.left - padding.right) / 2;
  const dy = (padding.top - padding.bottom) / 2;
  const [longitude = lon, latitude = lat] = viewport.unproject([size.width / 2 - dx, size.height / 2 - dy]);
  return { ...base, longitude, latitude, zoom };
}
