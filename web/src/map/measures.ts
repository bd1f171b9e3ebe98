import { area as turfArea, length as turfLength } from '@turf/turf';
import type { Feature, Geometry } from 'geojson';

const km2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeMetres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const asFeature = (geometry: Geometry): Feature => ({ type: 'Feature', geometry, properties: {} });

/** Length of a line (or a polygon's outline) in km. */
export function lengthKm(geometry: Geometry): number {
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
    const rings = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return rings.reduce(
      (sum, polygon) =>
        sum + turfLength(asFeature({ type: 'LineString', coordinates: polygon[0] ?? [] }), { units: 'kilometers' }),
      0,
    );
  }
  if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
    return turfLength(asFeature(geometry), { units: 'kilometers' });
  }
  return 0;
}

/** Area of a polygon in hectares. */
export function areaHa(geometry: Geometry): number {
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return 0;
  return turfArea(asFeature(geometry)) / 10_000;
}

/** The panel's length: km to 2 decimals ('1,234.57 km'). */
export function formatKm(km: number): string {
  return `${km2.format(km)} km`;
}

/** Area in hectares to 2 decimals ('12.35 ha'). */
export function formatHa(ha: number): string {
  return `${km2.format(ha)} ha`;
}

/** The explorer's length: metres under 1 km ('850 m'), else km; thousands separated by commas. */
export function formatExplorerLength(km: number): string {
  return km < 1 ? `${wholeMetres.format(km * 1000)} m` : formatKm(km);
}

export interface Measures {
  lengthKm?: number;
  areaHa?: number;
}

/** What the spec shows per drawn shape: a line's length; a polygon's area and length. */
export function measure(geometry: Geometry): Measures {
  if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') return { lengthKm: lengthKm(geometry) };
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
    return { lengthKm: lengthKm(geometry), areaHa: areaHa(geometry) };
  }
  return {};
}
