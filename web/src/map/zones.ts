import { circle } from '@turf/turf';
import type { Feature, FeatureCollection, Point, Polygon, Position } from 'geojson';

/** Properties the drawing keeps on its features (plus the record's §3 properties once saved). */
export interface DrawnProperties {
  /** The internal geometry id every drawn feature carries. */
  id?: string | number;
  typeGeometry?: 'Buffer' | 'MarkerToBuffer';
  /** Radius of an influence zone in km. */
  radioValueParsed?: number;
  /** On a buffer: the id of its marker. */
  markerId?: string | number;
  /** On a buffer: the drawing layer it lives in; internal, removed before saving (spec §3). */
  bufferLayerId?: string;
  [key: string]: unknown;
}

export type DrawnFeature = Feature<Point | Polygon | GeoJSON.Geometry, DrawnProperties>;
export type Drawing = FeatureCollection<GeoJSON.Geometry, DrawnProperties>;

export const emptyDrawing = (): Drawing => ({ type: 'FeatureCollection', features: [] });

let sequence = 0;
/** A fresh internal geometry id. */
export function newGeometryId(): string {
  sequence += 1;
  return `g${Date.now().toString(36)}${sequence}`;
}

/** Gives every feature an internal id (features drawn by the editor arrive without one). */
export function withIds(drawing: Drawing): Drawing {
  if (drawing.features.every((f) => f.properties?.id != null)) return drawing;
  return {
    ...drawing,
    features: drawing.features.map((f) =>
      f.properties?.id != null ? f : { ...f, properties: { ...f.properties, id: newGeometryId() } },
    ),
  };
}

/** The circular influence zone around a marker, `radiusKm` wide, linked to it. */
export function makeBuffer(marker: DrawnFeature, radiusKm: number): DrawnFeature {
  const centre = (marker.geometry as Point).coordinates as Position;
  const zone = circle(centre, radiusKm, { steps: 64, units: 'kilometers' });
  return {
    type: 'Feature',
    geometry: zone.geometry,
    properties: {
      id: `${marker.properties.id}-buffer`,
      typeGeometry: 'Buffer',
      radioValueParsed: radiusKm,
      markerId: marker.properties.id,
      bufferLayerId: `buffer-${marker.properties.id}`,
    },
  };
}

/** Turns the marker `markerId` into an influence zone of `radiusKm`: marks it and adds its buffer after it. */
export function toInfluenceZone(drawing: Drawing, markerId: string | number, radiusKm: number): Drawing {
  const features: DrawnFeature[] = [];
  for (const f of drawing.features) {
    if (f.properties.id === markerId && f.geometry.type === 'Point') {
      const marker = {
        ...f,
        properties: { ...f.properties, typeGeometry: 'MarkerToBuffer' as const, radioValueParsed: radiusKm },
      };
      features.push(marker, makeBuffer(marker, radiusKm));
    } else if (!(f.properties.typeGeometry === 'Buffer' && f.properties.markerId === markerId)) {
      features.push(f);
    }
  }
  return { ...drawing, features };
}

const samePosition = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After an edit: every influence-zone marker whose position changed (or whose buffer is missing) gets its
 * buffer rebuilt with the stored radius. Other shapes are kept as edited.
 */
export function syncBuffers(before: Drawing, after: Drawing): Drawing {
  const previous = new Map(before.features.map((f) => [f.properties.id, f]));
  const stale = new Set<string | number>();
  for (const f of after.features) {
    if (f.properties.typeGeometry !== 'MarkerToBuffer' || f.properties.id == null) continue;
    const hasBuffer = after.features.some(
      (b) => b.properties.typeGeometry === 'Buffer' && b.properties.markerId === f.properties.id,
    );
    const old = previous.get(f.properties.id);
    if (!hasBuffer || !old || !samePosition(old.geometry, f.geometry)) stale.add(f.properties.id);
  }
  if (stale.size === 0) return after;
  const features: DrawnFeature[] = [];
  for (const f of after.features) {
    if (f.properties.typeGeometry === 'Buffer' && f.properties.markerId != null && stale.has(f.properties.markerId)) {
      continue;
    }
    features.push(f);
    if (f.properties.id != null && stale.has(f.properties.id)) {
      features.push(makeBuffer(f, Number(f.properties.radioValueParsed ?? 0)));
    }
  }
  return { ...after, features };
}

/** Removes the feature at `index` and, for an influence zone, its other half (marker or buffer). */
export function removeFeature(drawing: Drawing, index: number): Drawing {
  const target = drawing.features[index];
  if (!target) return drawing;
  const { id, typeGeometry, markerId } = target.properties;
  const linked = (f: DrawnFeature) =>
    (typeGeometry === 'MarkerToBuffer' && f.properties.typeGeometry === 'Buffer' && f.properties.markerId === id) ||
    (typeGeometry === 'Buffer' && f.properties.typeGeometry === 'MarkerToBuffer' && f.properties.id === markerId);
  return { ...drawing, features: drawing.features.filter((f, i) => i !== index && !linked(f)) };
}

/**
 * Records from the app mark nothing: with more than one feature, points are markers of influence zones and
 * polygons their buffers, paired in order (spec §4). Returns the drawing with the links made explicit.
 */
export function linkAppZones(drawing: Drawing): Drawing {
  const withId = withIds(drawing);
  if (withId.features.length < 2) return withId;
  const markers = withId.features.filter((f) => f.geometry.type === 'Point');
  const buffers = withId.features.filter((f) => f.geometry.type === 'Polygon');
  const pairs = new Map<DrawnFeature, DrawnFeature>();
  markers.forEach((m, i) => {
    const b = buffers[i];
    if (b) pairs.set(m, b).set(b, m);
  });
  const features = withId.features.map((f): DrawnFeature => {
    const other = pairs.get(f);
    if (!other) return f;
    const radius = Number(f.properties.radioValueParsed ?? other.properties.radioValueParsed ?? 0);
    return f.geometry.type === 'Point'
      ? { ...f, properties: { ...f.properties, typeGeometry: 'MarkerToBuffer', radioValueParsed: radius } }
      : {
          ...f,
          properties: {
            ...f.properties,
            typeGeometry: 'Buffer',
            radioValueParsed: radius,
            markerId: other.properties.id,
          },
        };
  });
  return { ...withId, features };
}

/** The features as saved: internal layer ids removed, the record's properties merged in. */
export function forSaving(drawing: Drawing, properties: Record<string, unknown>): Drawing {
  return {
    type: 'FeatureCollection',
    features: drawing.features.map((f) => {
      const { bufferLayerId: _layer, ...own } = f.properties;
      return { type: 'Feature', geometry: f.geometry, properties: { ...own, ...properties } };
    }),
  };
}
