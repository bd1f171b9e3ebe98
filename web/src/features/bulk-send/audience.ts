import { SEXES, type SendFilterBody, STUDY_LEVELS } from '@ppd/domain';
import type { Geometry, Position } from 'geojson';
import type { GeoBox } from '../../lib/geoBox.ts';

/** The send modal's form: selects and text inputs as typed; '' means Todos / no limit. */
export interface AudienceValues {
  sex: string;
  min_age: string;
  max_age: string;
  level_studies: string;
  /** The drawn area as WKT, '' while nothing is drawn. */
  wkt: string;
  [field: string]: unknown;
}

export const emptyAudience = (): AudienceValues => ({ sex: '', min_age: '', max_age: '', level_studies: '', wkt: '' });

export const ALL = 'Todos';
export const SEX_OPTIONS = Object.entries(SEXES).map(([value, label]) => ({ value, label }));
export const LEVEL_OPTIONS = STUDY_LEVELS.map((level) => ({ value: level, label: level }));

/** Spec §9: the send modal's map opens at zoom 13 (never below 11) inside the central-city box. */
export const AREA_BOUNDS: GeoBox = { south: 19.395, west: -99.229, north: 19.432, east: -99.174 };
export const AREA_VIEW = { latitude: 19.412, longitude: -99.201, zoom: 13, minZoom: 11, maxZoom: 19 } as const;

const pair = ([lng, lat]: Position) => `${lng} ${lat}`;

/** The first polygon drawn, as the WKT the API takes (EPSG:4326, lng lat), or '' when there is none. */
export function polygonWkt(geometries: readonly Geometry[]): string {
  const polygon = geometries.find((g) => g.type === 'Polygon');
  if (polygon?.type !== 'Polygon') return '';
  const rings = polygon.coordinates.filter((ring) => ring.length >= 4);
  if (rings.length === 0) return '';
  return `POLYGON(${rings.map((ring) => `(${ring.map(pair).join(', ')})`).join(', ')})`;
}

/**
 * The request body for the count and the send: every filter as the API reads it ('' is "any"; ages as typed,
 * which the API parses as integers).
 */
export function audienceBody(values: AudienceValues): Record<keyof SendFilterBody, string | null> {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    sex: orNull(values.sex),
    min_age: orNull(values.min_age),
    max_age: orNull(values.max_age),
    level_studies: orNull(values.level_studies),
    wkt: orNull(values.wkt),
  };
}
