import type { Db } from '@ppd/db';
import {
  CRS84,
  GREGORIAN,
  OGC_ALL_COLLECTION,
  OGC_CONFORMANCE,
  OGC_TYPES,
  type OgcCollection,
  type OgcItemsQuery,
  type OgcLink,
  ogcTypeCollection,
  ogcTexts as texts,
} from '@ppd/domain';
import { keptPerMapVersion } from '../explorer/index.ts';
import { exportProperties } from '../records/index.ts';
import { type Box, type Keyset, type OgcRow, ogcCount, ogcPage, type TypeStats, typeStats } from './queries.ts';

/** A collection as the service reads it: its documented fields, the types it holds and its public records' count. */
export interface Collection {
  id: string;
  title: string;
  description: string;
  typeIds: number[];
  count: number;
  bbox: Box | null;
  first: Date | null;
  last: Date | null;
}

const ofType = (type: TypeStats): Collection => ({
  ...type,
  id: ogcTypeCollection(type.id),
  title: type.nombre,
  description: texts.typeDescription(type.nombre),
  typeIds: [type.id],
});

const unionBox = (a: Box | null, b: Box | null): Box | null =>
  a && b ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : (a ?? b);
const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** "registros": every type's records, its extent the union of theirs. */
const ofAll = (types: TypeStats[]): Collection => ({
  id: OGC_ALL_COLLECTION,
  title: texts.allTitle,
  description: texts.allDescription,
  typeIds: types.map((t) => t.id),
  count: types.reduce((sum, t) => sum + t.count, 0),
  bbox: types.reduce<Box | null>((box, t) => unionBox(box, t.bbox), null),
  first: types.reduce<Date | null>((at, t) => earliest(at, t.first), null),
  last: types.reduce<Date | null>((at, t) => latest(at, t.last), null),
});

/**
 * The collections with their counts and extents, kept while the public map's version stands still (the explorer's
 * cache): they change only with the records and their types, and at a million records they are a full scan.
 */
export function collectionsSource(db: Db) {
  const kept = keptPerMapVersion<Collection[]>(db);
  return () =>
    kept(async () => {
      const types = await typeStats(db);
      return [ofAll(types), ...types.map(ofType)];
    });
}

const link = (href: string, rel: string, type: string, title?: string): OgcLink => ({
  href,
  rel,
  type,
  ...(title && { title }),
});

/** The landing page: the service's description and the four links Part 1 asks for. */
export const landingDocument = (base: string) => ({
  title: texts.title,
  description: texts.description,
  links: [
    link(base, 'self', OGC_TYPES.json, texts.links.self),
    link(`${base}/api`, 'service-desc', OGC_TYPES.openapi, texts.links.serviceDesc),
    link(`${base}/conformance`, 'conformance', OGC_TYPES.json, texts.links.conformance),
    link(`${base}/collections`, 'data', OGC_TYPES.json, texts.links.data),
  ],
});

export const conformanceDocument = () => ({ conformsTo: [...OGC_CONFORMANCE] });

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function collectionDocument(base: string, c: Collection): OgcCollection {
  const self = `${base}/collections/${c.id}`;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    links: [
      link(self, 'self', OGC_TYPES.json, texts.links.collection),
      link(`${self}/items`, 'items', OGC_TYPES.geojson, texts.links.items),
    ],
    extent: {
      spatial: { bbox: [c.bbox ?? [-180, -90, 180, 90]], crs: CRS84 },
      temporal: { interval: [[isoOrNull(c.first), isoOrNull(c.last)]], trs: GREGORIAN },
    },
    itemType: 'feature',
    crs: [CRS84],
  };
}

export const collectionsDocument = (base: string, collections: Collection[]) => ({
  links: [link(`${base}/collections`, 'self', OGC_TYPES.json, texts.links.data)],
  collections: collections.map((c) => collectionDocument(base, c)),
});

/**
 * A record as a GeoJSON feature, written as text: its geometry is PostgreSQL's GeoJSON as it came, its properties
 * the explorer export's (exportProperties), so a page of 10,000 is never parsed and written again.
 */
const featureText = (row: OgcRow, links?: OgcLink[]) =>
  `{"type":"Feature","id":${row.id},"geometry":${row.geometry},"properties":${JSON.stringify(exportProperties(row))}${
    links ? `,"links":${JSON.stringify(links)}` : ''
  }}`;

/** One record of the collection, with its links; null when it is not a public record of it. */
export async function featureDocument(db: Db, base: string, c: Collection, featureId: number) {
  const [row] = await ogcPage(db, { typeIds: c.typeIds }, { only: featureId }, 1);
  if (!row) return null;
  const collection = `${base}/collections/${c.id}`;
  return featureText(row, [
    link(`${collection}/items/${row.id}`, 'self', OGC_TYPES.geojson, texts.links.self),
    link(collection, 'collection', OGC_TYPES.json, texts.links.collection),
  ]);
}

/** The URL of this items request with another keyset: every other parameter (limit, bbox, datetime) kept. */
function pageUrl(self: URL, cursor: 'after' | 'before', id: number) {
  const url = new URL(self);
  url.searchParams.delete('after');
  url.searchParams.delete('before');
  url.searchParams.set(cursor, String(id));
  return url.href;
}

/** Where the page's links lead: the next page after its last record, the previous one before its first. */
function pagingLinks(self: URL, query: OgcItemsQuery, rows: OgcRow[], more: boolean): OgcLink[] {
  const backwards = query.before !== undefined;
  const hasNext = backwards ? rows.length > 0 : more;
  const hasPrev = backwards ? more : query.after !== undefined && rows.length > 0;
  return [
    ...(hasNext ? [link(pageUrl(self, 'after', rows.at(-1)!.id), 'next', OGC_TYPES.geojson, texts.links.next)] : []),
    ...(hasPrev ? [link(pageUrl(self, 'before', rows[0]!.id), 'prev', OGC_TYPES.geojson, texts.links.prev)] : []),
  ];
}

/**
 * A page of the collection's records as a GeoJSON FeatureCollection, as text. One more record than the limit is
 * read to know whether a next (or, backwards, a previous) page exists. numberMatched is the collection's kept
 * count unless bbox or datetime narrow it.
 */
export async function itemsDocument(db: Db, self: URL, c: Collection, query: OgcItemsQuery) {
  const selection = { typeIds: c.typeIds, bbox: query.bbox, datetime: query.datetime };
  const keyset: Keyset = query.before !== undefined ? { before: query.before } : { after: query.after ?? 0 };
  const filtered = query.bbox !== undefined || query.datetime !== undefined;
  const [read, matched] = await Promise.all([
    ogcPage(db, selection, keyset, query.limit + 1),
    filtered ? ogcCount(db, selection) : c.count,
  ]);
  const more = read.length > query.limit;
  const rows = read.slice(0, query.limit);
  if ('before' in keyset) rows.reverse();
  const links = [link(self.href, 'self', OGC_TYPES.geojson, texts.links.self), ...pagingLinks(self, query, rows, more)];
  return (
    `{"type":"FeatureCollection","numberMatched":${matched},"numberReturned":${rows.length},` +
    `"timeStamp":"${new Date().toISOString()}","links":${JSON.stringify(links)},` +
    `"features":[${rows.map((row) => featureText(row)).join(',')}]}`
  );
}
