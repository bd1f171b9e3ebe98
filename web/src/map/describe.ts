import { messages } from '@ppd/domain';
import { centroid } from '@turf/turf';
import type { FeatureCollection, Geometry } from 'geojson';
import { areaHa, lengthKm } from './measures.ts';

const kinds = messages.geo.draw.kinds;
const coordinate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/** 'lat, lon' with 6 decimals. */
export function formatLatLon([lon, lat]: number[]): string {
  return `${coordinate.format(lat ?? 0)}, ${coordinate.format(lon ?? 0)}`;
}

export interface GeometrySummary {
  /** 'Polígono', 'Línea, Marcador', ... */
  types: string;
  /** A point's coordinates, or the centre of the shapes. */
  coordinates: string;
  lengthKm: number;
  areaHa: number;
  hasLines: boolean;
  hasPolygons: boolean;
}

/** The record detail's geometry type, coordinates, total length and area. */
export function summarize(collection: FeatureCollection): GeometrySummary {
  const geometries = collection.features.map((f) => f.geometry).filter((g): g is Geometry => !!g);
  const labels = [
    ...new Set(
      collection.features.map((f) =>
        f.properties?.typeGeometry === 'Buffer' ? kinds.Buffer : (kinds[f.geometry?.type ?? ''] ?? f.geometry?.type),
      ),
    ),
  ];
  const points = geometries.filter((g) => g.type === 'Point');
  const centre =
    geometries.length === 1 && points.length === 1
      ? (points[0] as GeoJSON.Point).coordinates
      : geometries.length > 0
        ? centroid(collection as FeatureCollection).geometry.coordinates
        : null;
  const lines = geometries.filter((g) => g.type === 'LineString' || g.type === 'MultiLineString');
  const polygons = geometries.filter((g) => g.type === 'Polygon' || g.type === 'MultiPolygon');
  return {
    types: labels.filter(Boolean).join(', '),
    coordinates: centre ? formatLatLon(centre) : '',
    lengthKm: [...lines, ...polygons].reduce((sum, g) => sum + lengthKm(g), 0),
    areaHa: polygons.reduce((sum, g) => sum + areaHa(g), 0),
    hasLines: lines.length > 0,
    hasPolygons: polygons.length > 0,
  };
}
