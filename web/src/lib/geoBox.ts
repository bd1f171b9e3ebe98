/** A box in degrees, as the spec gives a bounded map's extent. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a map view's centre inside `box` (a bounded map: panning stops at its edges); the rest of the view kept. */
export function clampCentre<V extends { latitude: number; longitude: number }>(view: V, box: GeoBox): V {
  return {
    ...view,
    latitude: clamp(view.latitude, box.south, box.north),
    longitude: clamp(view.longitude, box.west, box.east),
  };
}
