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

/** The view that fits the features with `padding` px around them (a single point at `pointZoom`). */
export function fitFeatures(
  collection: FeatureCollection,
  size: { width: number; height: number },
  base: ViewState,
  padding = 50,
  pointZoom = SINGLE_POINT_ZOOM,
): ViewState {
  if (collection.features.length === 0) return base;
  const [minX, minY, maxX, maxY] = bbox(collection);
  if (![minX, minY, maxX, maxY].every(Number.isFinite)) return base;
  if (minX === maxX && minY === maxY) return { ...base, longitude: minX, latitude: minY, zoom: pointZoom };
  const width = Math.max(size.width, 2 * padding + 10);
  const height = Math.max(size.height, 2 * padding + 10);
  const { longitude, latitude, zoom } = new WebMercatorViewport({ width, height }).fitBounds(
    [
      [minX, minY],
      [maxX, maxY],
    ],
    { padding },
  );
  return { ...base, longitude, latitude, zoom: Math.min(zoom, base.maxZoom ?? 22) };
}
