import { z } from 'zod';
import { ogcTexts } from '../ogc-texts.ts';
import { id, integer, isCalendarDay } from './fields.ts';

const refusals = ogcTexts.refusals;

/** OGC API – Features' `limit`: 10 unless asked, at most 10,000 (issue 36). */
export const OGC_LIMIT = { default: 10, max: 10_000 } as const;

/** The conformance classes /ogc meets: Part 1's core, its GeoJSON encoding and its OpenAPI 3.0 definition. */
export const OGC_CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
] as const;

/** WGS 84 in longitude, latitude order: the only CRS of Part 1 (and of our records, SRID 4326). */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
export const GREGORIAN = 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian';

export const OGC_TYPES = {
  json: 'application/json',
  geojson: 'application/geo+json',
  openapi: 'application/vnd.oai.openapi+json;version=3.0',
} as const;

/** The collection of every public record; the others are one per record type. */
export const OGC_ALL_COLLECTION = 'registros';
/** A record type's collection id: by the type's id, which a rename in Configuración does not change. */
export const ogcTypeCollection = (typeId: number) => `tipo-${typeId}`;

/** A bbox as Part 1 reads it: lower left, upper right (lon, lat); west > east crosses the antimeridian. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `minLon,minLat,maxLon,maxLat` (or with heights, which a 2D record ignores); null when it is not one. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',');
  if (parts.length !== 4 && parts.length !== 6) return null;
  const n = parts.map((p) => (/^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : Number.NaN));
  const [west, south, east, north] = parts.length === 4 ? n : [n[0], n[1], n[3], n[4]];
  const lon = (v: number | undefined): v is number => v !== undefined && Math.abs(v) <= 180;
  const lat = (v: number | undefined): v is number => v !== undefined && Math.abs(v) <= 90;
  if (!lon(west) || !lon(east) || !lat(south) || !lat(north) || south > north || n.some(Number.isNaN)) return null;
  return { west, south, east, north };
}

/** A time range: `from` inclusive, `to` inclusive or (a whole day's end) exclusive; null ends are open. */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
  toExclusive: boolean;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** One end of an interval, or an instant: a date-time, or a whole day (UTC). */
function moment(text: string): { start: Date; end: Date; day: boolean } | null {
  if (isCalendarDay(text)) {
    const start = new Date(`${text}T00:00:00Z`);
    return { start, end: new Date(start.getTime() + DAY_MS), day: true };
  }
  const at = DATE_TIME.test(text) && isCalendarDay(text.slice(0, 10)) ? new Date(text) : null;
  return at && !Number.isNaN(at.getTime()) ? { start: at, end: at, day: false } : null;
}

/** Part 1's `datetime`: an instant, or `start/end` with `..` (or nothing) for an open end; null when neither. */
export function parseDatetime(text: string): TimeRange | null {
  const ends = text.split('/');
  if (ends.length === 1) {
    const at = moment(text);
    return at && { from: at.start, to: at.end, toExclusive: at.day };
  }
  if (ends.length !== 2) return null;
  const open = (end: string) => end === '..' || end === '';
  const [first, last] = ends as [string, string];
  const start = open(first) ? undefined : moment(first);
  const end = open(last) ? undefined : moment(last);
  if (start === null || end === null) return null;
  if (start && end && start.start > end.end) return null;
  return { from: start?.start ?? null, to: end?.end ?? null, toExclusive: end?.day ?? false };
}

const parsed = <T>(parse: (text: string) => T | null, message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const value = parse(text);
    if (value === null) ctx.addIssue({ code: 'custom', message });
    return value as T;
  });

/** Only JSON is offered: a GIS client asks for it, and a browser reads it as well. */
const format = z.enum(['json'], { error: refusals.format }).optional();

/** Every /ogc document but the items: the output format only (any other parameter is refused, as Part 1 says). */
export const ogcQuery = z.strictObject({ f: format });

/** GET /ogc/collections/{id}/items: Part 1's filters and paging; `after`/`before` are the keyset of next/prev. */
export const ogcItemsQuery = z
  .strictObject({
    limit: integer(refusals.limit, 1, OGC_LIMIT.max).default(OGC_LIMIT.default),
    bbox: parsed(parseBbox, refusals.bbox).optional(),
    datetime: parsed(parseDatetime, refusals.datetime).optional(),
    after: id(refusals.cursor).optional(),
    before: id(refusals.cursor).optional(),
    f: format,
  })
  .refine((q) => q.after === undefined || q.before === undefined, { message: refusals.cursor, path: ['before'] });
export type OgcItemsQuery = z.infer<typeof ogcItemsQuery>;

export const ogcCollectionParams = z.object({ collection: z.string().max(64) });
export const ogcFeatureParams = ogcCollectionParams.extend({ featureId: id() });

const link = z.object({
  href: z.string(),
  rel: z.string(),
  type: z.string().optional(),
  title: z.string().optional(),
});
export type OgcLink = z.infer<typeof link>;

export const ogcLanding = z.object({ title: z.string(), description: z.string(), links: z.array(link) });
export const ogcConformance = z.object({ conformsTo: z.array(z.string()) });

export const ogcCollection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  links: z.array(link),
  extent: z.object({
    spatial: z.object({ bbox: z.array(z.array(z.number())), crs: z.string() }),
    temporal: z.object({ interval: z.array(z.array(z.string().nullable())), trs: z.string() }),
  }),
  itemType: z.literal('feature'),
  crs: z.array(z.string()),
});
export type OgcCollection = z.infer<typeof ogcCollection>;
export const ogcCollections = z.object({ links: z.array(link), collections: z.array(ogcCollection) });

/** A record as a GeoJSON feature: its id, its geometry, the explorer export's properties. */
export const ogcFeature = z.object({
  type: z.literal('Feature'),
  id: z.number(),
  geometry: z.record(z.string(), z.unknown()),
  properties: z.record(z.string(), z.string()),
  links: z.array(link).optional(),
});
export const ogcFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ogcFeature),
  links: z.array(link),
  timeStamp: z.string(),
  numberMatched: z.number(),
  numberReturned: z.number(),
});
