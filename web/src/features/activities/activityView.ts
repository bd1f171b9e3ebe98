import { ACTIVITY_MAP } from '@ppd/domain';
import { clampCentre } from '../../lib/geoBox.ts';
import { fitFeatures, type ViewState } from '../../map/views.ts';

/** Spec §9: the activity map's centre, zoom 13 (never below 11). */
export const ACTIVITY_VIEW: ViewState = {
  latitude: ACTIVITY_MAP.centre.latitude,
  longitude: ACTIVITY_MAP.centre.longitude,
  zoom: ACTIVITY_MAP.zoom,
  minZoom: ACTIVITY_MAP.minZoom,
  maxZoom: 19,
};

/**
 * Spec §9: an activity map's view, its centre kept inside the activity box (latitude 19.3953 to 19.4321, longitude
 * -99.2292 to -99.1740) and its zoom never below 11. Every activity map (detail, duplicates, route editor) passes its
 * starting view and each change through here.
 */
export const activityView = (view: ViewState): ViewState =>
  clampCentre({ ...view, minZoom: ACTIVITY_VIEW.minZoom }, ACTIVITY_MAP.bounds);

/** Pixels kept between a marker and the map's edge (a marker is 12 px wide, its controls sit in the corners). */
const MARKER_PADDING = 48;

/**
 * The view that shows every marker of an activity map (the duplicates modal lists several), `MARKER_PADDING` from its
 * edges; a single marker in the middle at the activity zoom, none at the spec's centre.
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
    ACTIVITY_VIEW,
    MARKER_PADDING,
    ACTIVITY_VIEW.zoom,
  );
  return activityView(fitted);
}
