import type { Db } from '@ppd/db';
import { type GeoJSONLineFeature, messages, tooManyRoutePoints } from '@ppd/domain';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Geometry } from 'geojson';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { validationError } from '../../plugins/errors.ts';
import { MAX_KML_BYTES, type RouteFile } from './form.ts';

const t = messages.activities;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const validPosition = (p: unknown): p is number[] =>
  Array.isArray(p) &&
  p.length >= 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

/**
 * One line of two or more positions, at most MAX_ROUTE_POINTS, in 2D (GPS altitude is dropped: the column is a 2D
 * LineString).
 */
function asLine(coordinates: unknown, field: string, message: string): GeoJSONLineFeature {
  if (Array.isArray(coordinates) && tooManyRoutePoints(coordinates)) throw validationError(field, t.routeTooManyPoints);
  if (!Array.isArray(coordinates) || coordinates.length < 2 || !coordinates.every(validPosition)) {
    throw validationError(field, message);
  }
  const flat = coordinates.map(([lng, lat]) => [lng as number, lat as number]);
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: flat } };
}

/** The geometries of a GeoJSON document (a FeatureCollection, a Feature or a bare geometry). */
function geometriesOf(doc: unknown): unknown[] {
  const value = doc as { type?: string; features?: unknown[]; geometry?: unknown };
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features))
    return value.features.map((f) => (f as { geometry?: unknown }).geometry);
  if (value?.type === 'Feature') return [value.geometry];
  return [doc];
}

/**
 * A route drawn on the modal's map: exactly one LineString that does not cross itself (spec §2 "a single polyline
 * without self-intersection"), checked here as well as in the browser. The crossing is PostGIS's ST_IsSimple (GEOS
 * sweeps in n log n, off the API's thread): testing pairs here held every request for seconds.
 */
export async function drawnRoute(db: Db, text: string): Promise<GeoJSONLineFeature> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw validationError('route', t.routeNotLine);
  }
  const geometries = geometriesOf(doc);
  const only = geometries[0] as { type?: string; coordinates?: unknown } | undefined;
  if (geometries.length !== 1 || only?.type !== 'LineString') throw validationError('route', t.routeNotLine);
  const line = asLine(only.coordinates, 'route', t.routeNotLine);
  const { rows } = await sql<{ simple: boolean }>`
    SELECT ST_IsSimple(ST_GeomFromGeoJSON(${JSON.stringify(line.geometry)})) AS simple`.execute(db);
  if (!rows[0]?.simple) throw validationError('route', t.routeSelfIntersecting);
  return line;
}

const UTF16_MARKS: Partial<Record<number, string>> = { 65534: 'utf-16le', 65279: 'utf-16be' };

/**
 * A KML's bytes as text: UTF-8 unless a byte-order mark says UTF-16 (Windows editors save "Unicode" so). The mark
 * is dropped: the XML parser refuses a document that does not start with '<'.
 */
function decoded(data: Buffer): string {
  const encoding = data.length >= 2 ? UTF16_MARKS[data.readUInt16BE(0)] : undefined;
  return new TextDecoder(encoding ?? 'utf-8').decode(data);
}

/** The KML text of an upload: a .kmz is a zip holding one (doc.kml by convention, else the first .kml). */
async function kmlText(file: RouteFile): Promise<string> {
  const zipped = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  if (!zipped) {
    if (!/\.kml$/i.test(file.filename)) throw validationError('kml_file', t.routeFileType);
    return decoded(file.data);
  }
  if (!/\.kmz$/i.test(file.filename)) throw validationError('kml_file', t.routeFileType);
  const zip = await JSZip.loadAsync(file.data).catch(() => {
    throw validationError('kml_file', t.kmzWithoutKml);
  });
  const entries = Object.values(zip.files).filter((f) => !f.dir && /\.kml$/i.test(f.name));
  const entry = entries.find((f) => /(^|\/)doc\.kml$/i.test(f.name)) ?? entries[0];
  if (!entry) throw validationError('kml_file', t.kmzWithoutKml);
  return inflated(entry);
}

/** The text of a zip entry, inflated chunk by chunk and given up once past MAX_KML_BYTES (a zip bomb). */
function inflated(entry: JSZip.JSZipObject): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream();
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_KML_BYTES) return void chunks.push(chunk);
      stream.pause();
      reject(validationError('kml_file', t.kmlUnreadable));
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(decoded(Buffer.concat(chunks))));
  });
}

function parseKml(text: string) {
  let errors = 0;
  const parser = new DOMParser({ onError: (level) => void (level !== 'warning' && errors++) });
  try {
    const doc = parser.parseFromString(text, 'text/xml');
    if (errors > 0 || doc.documentElement?.localName !== 'kml') throw new Error('not KML');
    return kml(doc as unknown as Parameters<typeof kml>[0]);
  } catch {
    throw validationError('kml_file', t.kmlUnreadable);
  }
}

/**
 * The route of an uploaded .kml or .kmz: its one line (a LineString, or a MultiLineString of one part); points and
 * polygons in the file are ignored. Read with togeojson over xmldom, the zip with JSZip.
 */
export async function fileRoute(file: RouteFile): Promise<GeoJSONLineFeature> {
  const collection = parseKml(await kmlText(file));
  const lines = collection.features
    .map((f) => f.geometry as Geometry | null)
    .flatMap((g) => {
      if (g?.type === 'LineString') return [g.coordinates];
      if (g?.type === 'MultiLineString') return g.coordinates;
      if (g?.type === 'GeometryCollection')
        return g.geometries.flatMap((x) => (x.type === 'LineString' ? [x.coordinates] : []));
      return [];
    });
  if (lines.length !== 1) throw validationError('kml_file', t.kmlWithoutLine);
  return asLine(lines[0], 'kml_file', t.kmlWithoutLine);
}
