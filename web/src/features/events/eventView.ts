import { EVENT_MAP } from '@ppd/domain';
import { clampCentre } from '../../lib/geoBox.ts';
import { fitFeatures, type ViewState } from '../../map/views.ts';

/** Spec §9: the event map's centre, zoom 13 (never below 11). */
export const EVENT_VIEW: ViewState = {
  latitude: EVENT_MAP.centre.latitude,
  longitude: EVENT_MAP.centre.longitude,
  zoom: EVENT_MAP.zoom,
  minZoom: EVENT_MAP.minZoom,
  maxZoom: 19,
};

/**
 * Spec §9: an event map's view, its centre kept inside the event box (latitude 19.3953 to 19.4321, longitude
 * -99.2292 to -99.1740) and its zoom never below 11. Every event map (detail, duplicates, route editor) passes its
 * starting view and each change through here.
 */
export const eventView = (view: ViewState): ViewState =>
  clampCentre({ ...view, minZoom: EVENT_VIEW.minZoom }, EVENT_MAP.bounds);

/** Pixels kept between a marker and the map's edge (a marker is 12 px wide, its controls sit in the corners). */
const MARKER_PADDING = 48;

/**
 * The view that shows every marker of an event map (the duplicates modal lists several), `MARKER_PADDING` from its
 * edges; a single marker in the middle at the event zoom, none at the spec's centre.
 */
export function markersView(markers: readonly { lat: number; lng: number }[], size: { width: number; height: number }) {
  const features = markers.map((m) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Point' as const, coordinates: [m.lng, m.lat] },
  }));
  const fitted = fitFeatures(
    { type: 'FeatureCollection', features },
    size,
    EVENT_VIEW,
    MARKER_PADDING,
    EVENT_VIEW.zoom,
  );
  return eventView(fitted);
}
