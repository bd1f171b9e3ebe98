/**
 * KML 2.2 placemarks, written here rather than by tokml: tokml drops every altitude and names each Data by its label,
 * which GDAL's LIBKML driver mangles (Categoría became Categor__a). Each placemark has the record's name as <name>, and
 * its fields as Data with an ASCII name and the Spanish label as displayName.
 */
import type { Geometry } from './shp-geometry.ts';

type Position = number[];

export const KML_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n';
export const KML_CLOSE = '</Document></kml>\n';

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text as XML 1.0 allows it: markup escaped, the control characters it forbids (all but tab and new lines) left out. */
export const xmlText = (text: string) =>
  text.replace(/[^\t\n\r\x20-\u{10ffff}]/gu, '').replace(/[<>&"']/g, (c) => ENTITIES[c]!);

/** A field label as an ASCII name (Categoría → Categoria): what GDAL and other readers keep intact. */
export const asciiName = (label: string) => label.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

/** lon,lat and the altitude: the position's own, else `altitude` (the record's GPS altitude) when given. */
const coordinates = (positions: Position[], altitude?: number) =>
  `<coordinates>${positions
    .map(([lon, lat, z]) => [lon, lat, z ?? altitude].filter((v) => v !== undefined).join(','))
    .join(' ')}</coordinates>`;

const ring = (positions: Position[]) => `<LinearRing>${coordinates(positions)}</LinearRing>`;

function polygon(rings: Position[][]) {
  const [outer = [], ...holes] = rings;
  const inner = holes.map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`).join('');
  return `<Polygon><outerBoundaryIs>${ring(outer)}</outerBoundaryIs>${inner}</Polygon>`;
}

const multi = (parts: string[]) => `<MultiGeometry>${parts.join('')}</MultiGeometry>`;

/** A GeoJSON geometry as KML; a point takes the record's altitude when it has none of its own. */
export function kmlGeometry(geometry: Geometry | null | undefined, altitude?: number): string {
  const c = geometry?.coordinates as never;
  switch (geometry?.type) {
    case 'Point':
      return `<Point>${coordinates([c], altitude)}</Point>`;
    case 'MultiPoint':
      return multi((c as Position[]).map((p) => `<Point>${coordinates([p], altitude)}</Point>`));
    case 'LineString':
      return `<LineString>${coordinates(c)}</LineString>`;
    case 'MultiLineString':
      return multi((c as Position[][]).map((line) => `<LineString>${coordinates(line)}</LineString>`));
    case 'Polygon':
      return polygon(c);
    case 'MultiPolygon':
      return multi((c as Position[][][]).map(polygon));
    case 'GeometryCollection':
      return multi((geometry.geometries ?? []).map((g) => kmlGeometry(g, altitude)));
    default:
      return '';
  }
}

/** One placemark: its name, its fields (label → text) and its geometry. */
export function placemark(name: string, fields: Record<string, string>, geometry: string): string {
  const data = Object.entries(fields)
    .map(
      ([label, value]) =>
        `<Data name="${xmlText(asciiName(label))}"><displayName>${xmlText(label)}</displayName><value>${xmlText(value)}</value></Data>`,
    )
    .join('');
  return `<Placemark><name>${xmlText(name)}</name><ExtendedData>${data}</ExtendedData>${geometry}</Placemark>\n`;
}
