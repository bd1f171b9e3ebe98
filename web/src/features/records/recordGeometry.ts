import { type Drawing, forSaving, linkAppZones, withIds } from '../../map/zones.ts';

/** The record's features ready to edit: ids given; app zones linked (points = markers, polygons = buffers). */
export function editableDrawing(geojson: Drawing, source: string): Drawing {
  const features = (geojson?.features ?? []).map((f) => ({ ...f, properties: { ...(f.properties ?? {}) } }));
  const drawing: Drawing = { type: 'FeatureCollection', features };
  return source === 'app' ? linkAppZones(drawing) : withIds(drawing);
}

const OWN_KEYS = ['id', 'typeGeometry', 'radioValueParsed', 'markerId', 'bufferLayerId', 'shape'];

/** The record-wide properties (§3) found on its features, for shapes added while editing. */
export function recordProperties(geojson: Drawing): Record<string, unknown> {
  const first = geojson?.features?.[0]?.properties ?? {};
  return Object.fromEntries(Object.entries(first).filter(([key]) => !OWN_KEYS.includes(key)));
}

/** The edited features as sent to updateLevantamientoGeometries. */
export function editedGeometries(edited: Drawing, original: Drawing): Drawing {
  const base = recordProperties(original);
  const saved = forSaving(edited, {});
  return {
    ...saved,
    features: saved.features.map((f) => ({ ...f, properties: { ...base, ...f.properties } })),
  };
}
