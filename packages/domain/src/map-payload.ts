/**
 * The explorer's map payload (POST /api/ppd/levantamiento/map): only what the map draws and filters on, built by
 * PostgreSQL in keyset batches. Each batch is one frame, big-endian:
 *
 *   u32 count · u32 twkbLength · count × (i32 id_proyecto, i32 id_cat_principal, i32 id_cat_secundaria, i32 id_tipo)
 *   · TWKB (PostGIS ST_AsTWKB of the batch's geometries with their record ids, 6 decimals)
 *
 * TWKB (github.com/TWKB/Specification) stores coordinates as zigzag varints, each a delta from the one before:
 * a polygon of 50 points takes about 200 bytes instead of 2 kB of GeoJSON text. Details come on click.
 *
 * It is decoded into columns (typed arrays, `MapColumns`), frame by frame as it arrives (`MapPayloadDecoder`): a
 * million records are then a dozen arrays, not millions of objects for the garbage collector to walk. `mapRecords`
 * turns columns into plain records (`MapRecord`, GeoJSON geometries) where objects are wanted.
 */

/** What a GeoJSON geometry is, without depending on @types/geojson here. */
export type MapGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'MultiPoint'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiLineString'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'GeometryCollection'; geometries: MapGeometry[] };

export interface MapRecord {
  id: number;
  id_proyecto: number;
  id_cat_principal: number;
  id_cat_secundaria: number;
  id_tipo: number;
  /** One geometry per feature of the record (a GeometryCollection is split into its members). */
  geometries: MapGeometry[];
}

export const MAP_PAYLOAD_TYPE = 'application/vnd.ppd.map';

/**
 * The explorer's first two requests, which the page's first script sends before the app (and zod) is in: this file
 * is all it loads of the domain, so the contracts of these routes take their paths from here.
 */
export const EXPLORER_EARLY_PATHS = {
  map: '/api/ppd/levantamiento/map',
  types: '/api/ppd/tipolevantamiento/getTypesToExplorer',
} as const;

/** The filter columns of a record, at `fields[i * FIELD_COUNT + FIELD.…]`. */
export const FIELD = { id_proyecto: 0, id_cat_principal: 1, id_cat_secundaria: 2, id_tipo: 3 } as const;
export const FIELD_COUNT = 4;

/** TWKB geometry types, as kept in `MapColumns.geometryType`. */
export const GEOMETRY = {
  Point: 1,
  LineString: 2,
  Polygon: 3,
  MultiPoint: 4,
  MultiLineString: 5,
  MultiPolygon: 6,
  GeometryCollection: 7,
} as const;

/**
 * The map payload's records as columns. Record i: `ids[i]`, its filter columns in `fields`, its geometries (one per
 * feature). A geometry is made of parts (each point of a point or multipoint, each line, each ring) and a part of
 * vertices: the ranges are `start[k] … start[k + 1] - 1`, each start array one longer than what it indexes.
 */
export interface MapColumns {
  count: number;
  ids: Int32Array;
  fields: Int32Array;
  geometryStart: Uint32Array;
  /** 1 Point … 6 MultiPolygon (GEOMETRY). */
  geometryType: Uint8Array;
  partStart: Uint32Array;
  /** 1 for a polygon's outer ring (the first part of each polygon), else 0. */
  outerRing: Uint8Array;
  vertexStart: Uint32Array;
  /** Vertex v at [2v] (longitude) and [2v + 1] (latitude). */
  coordinates: Float64Array;
}

const HEADER_BYTES = 8;
const FIELD_BYTES = FIELD_COUNT * 4;

class Reader {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
  ) {
    this.pos = start;
  }

  byte(): number {
    return this.bytes[this.pos++]!;
  }

  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  }

  zigzag(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }
}

/** What a TWKB header says of the geometry that follows. */
interface Header {
  type: number;
  scale: number;
  dims: number;
  empty: boolean;
  idList: boolean;
}

function readHeader(r: Reader): Header {
  const head = r.byte();
  const meta = r.byte();
  const zigzag = head >> 4;
  const precision = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  let dims = 2;
  if (meta & 0x08) {
    const extended = r.byte();
    dims += (extended & 1) + ((extended >> 1) & 1);
  }
  if (meta & 0x02) r.varint(); // size of the rest: not needed when reading everything
  if (meta & 0x01) for (let d = 0; d < dims * 2; d++) r.varint(); // bounding box
  return { type: head & 0x0f, scale: 10 ** precision, dims, empty: (meta & 0x10) !== 0, idList: (meta & 0x04) !== 0 };
}

type NumberArray = Float64Array | Int32Array | Uint32Array | Uint8Array;

/** A typed array that grows as values are pushed (doubling): no boxed number and no copy per value. */
class Column<A extends NumberArray> {
  length = 0;
  private array: A;

  constructor(private readonly make: (size: number) => A) {
    this.array = make(4096);
  }

  push(value: number) {
    if (this.length === this.array.length) {
      const bigger = this.make(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }

  /** The values pushed, as an array of their length. */
  values(): A {
    return this.array.slice(0, this.length) as A;
  }
}

/** The columns as they grow; a start column is closed with its end (one longer than what it indexes). */
class ColumnsBuilder {
  readonly ids = new Column((n) => new Int32Array(n));
  readonly fields = new Column((n) => new Int32Array(n));
  readonly geometryStart = new Column((n) => new Uint32Array(n));
  readonly geometryType = new Column((n) => new Uint8Array(n));
  readonly partStart = new Column((n) => new Uint32Array(n));
  readonly outerRing = new Column((n) => new Uint8Array(n));
  readonly vertexStart = new Column((n) => new Uint32Array(n));
  readonly coordinates = new Column((n) => new Float64Array(n));

  record(id: number) {
    this.ids.push(id);
    this.geometryStart.push(this.geometryType.length);
  }

  geometry(type: number) {
    this.geometryType.push(type);
    this.partStart.push(this.outerRing.length);
  }

  part(outer: boolean) {
    this.outerRing.push(outer ? 1 : 0);
    this.vertexStart.push(this.coordinates.length / 2);
  }

  finish(): MapColumns {
    this.geometryStart.push(this.geometryType.length);
    this.partStart.push(this.outerRing.length);
    this.vertexStart.push(this.coordinates.length / 2);
    return {
      count: this.ids.length,
      ids: this.ids.values(),
      fields: this.fields.values(),
      geometryStart: this.geometryStart.values(),
      geometryType: this.geometryType.values(),
      partStart: this.partStart.values(),
      outerRing: this.outerRing.values(),
      vertexStart: this.vertexStart.values(),
      coordinates: this.coordinates.values(),
    };
  }
}

/** `n` vertices into `out`, each a delta from `last` (which it updates). */
function readVertices(r: Reader, n: number, h: Header, last: number[], out: ColumnsBuilder) {
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < h.dims; d++) last[d]! += r.zigzag();
    out.coordinates.push(last[0]! / h.scale);
    out.coordinates.push(last[1]! / h.scale);
  }
}

/** A polygon's rings, the first its outer one. */
function readRings(r: Reader, h: Header, last: number[], out: ColumnsBuilder) {
  const n = r.varint();
  for (let i = 0; i < n; i++) {
    out.part(i === 0);
    readVertices(r, r.varint(), h, last, out);
  }
}

/**
 * The body of one geometry of `type` (its header `h` already read) into `out`. `last` holds the previous vertex:
 * TWKB's deltas run on through every part of a geometry, and through every member of a multi-geometry. `member`
 * marks a member of a batch's multi-geometry, whose body has no header of its own (never empty, no id list).
 */
function readBody(r: Reader, h: Header, type: number, last: number[], out: ColumnsBuilder, member = false) {
  out.geometry(type);
  if (h.empty && !member) return;
  if (type === GEOMETRY.Point || type === GEOMETRY.LineString) {
    out.part(false);
    readVertices(r, type === GEOMETRY.Point ? 1 : r.varint(), h, last, out);
    return;
  }
  if (type === GEOMETRY.Polygon) return readRings(r, h, last, out);
  const members = r.varint();
  if (h.idList && !member) for (let i = 0; i < members; i++) r.zigzag();
  for (let i = 0; i < members; i++) {
    if (type === GEOMETRY.MultiPolygon) readRings(r, h, last, out);
    else {
      out.part(false);
      readVertices(r, type === GEOMETRY.MultiPoint ? 1 : r.varint(), h, last, out);
    }
  }
}

/** One geometry with its header; a collection is split into its members, each a geometry of the record. */
function readGeometry(r: Reader, out: ColumnsBuilder) {
  const h = readHeader(r);
  if (h.type !== GEOMETRY.GeometryCollection) return readBody(r, h, h.type, [0, 0, 0, 0], out);
  const members = h.empty ? 0 : r.varint();
  if (h.idList) for (let i = 0; i < members; i++) r.zigzag();
  for (let i = 0; i < members; i++) readGeometry(r, out);
}

/**
 * A frame's TWKB: the batch's geometries with their record ids, which PostGIS writes as a multi-geometry when they
 * are all of one simple kind (each member is then a record's geometry) and as a collection otherwise.
 */
function readBatch(r: Reader, out: ColumnsBuilder) {
  const h = readHeader(r);
  if (h.type < GEOMETRY.MultiPoint || !h.idList) throw new Error('map payload: a batch without record ids');
  const count = h.empty ? 0 : r.varint();
  const ids = Array.from({ length: count }, () => r.zigzag());
  const last = [0, 0, 0, 0];
  const memberType = h.type - 3; // MultiPoint → Point, MultiLineString → LineString, MultiPolygon → Polygon
  for (const id of ids) {
    out.record(id);
    if (h.type === GEOMETRY.GeometryCollection) readGeometry(r, out);
    else readBody(r, h, memberType, last, out, true);
  }
}

/** Decodes a map payload as it arrives: each frame is read once its last byte is in. */
export class MapPayloadDecoder {
  private readonly out = new ColumnsBuilder();
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  /** How many bytes the next frame needs (its header's 8 until the header is in). */
  private needed = HEADER_BYTES;

  push(chunk: Uint8Array): this {
    this.chunks.push(chunk);
    this.buffered += chunk.byteLength;
    if (this.buffered < this.needed) return this;
    const bytes = this.chunks.length === 1 ? chunk : join(this.chunks, this.buffered);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    for (;;) {
      if (bytes.byteLength - at < HEADER_BYTES) {
        this.needed = HEADER_BYTES;
        break;
      }
      const count = view.getUint32(at);
      const length = HEADER_BYTES + count * FIELD_BYTES + view.getUint32(at + 4);
      if (bytes.byteLength - at < length) {
        this.needed = length;
        break;
      }
      for (let k = 0; k < count * FIELD_COUNT; k++) this.out.fields.push(view.getInt32(at + HEADER_BYTES + k * 4));
      const before = this.out.ids.length;
      readBatch(new Reader(bytes, at + HEADER_BYTES + count * FIELD_BYTES), this.out);
      if (this.out.ids.length - before !== count) throw new Error('map payload: ids and columns differ in number');
      at += length;
    }
    const rest = bytes.subarray(at);
    this.chunks = rest.byteLength > 0 ? [rest] : [];
    this.buffered = rest.byteLength;
    return this;
  }

  finish(): MapColumns {
    if (this.buffered > 0) throw new Error('map payload: the last frame is cut short');
    return this.out.finish();
  }
}

function join(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Decodes a whole map payload into columns. */
export function decodeMapColumns(payload: ArrayBuffer | Uint8Array): MapColumns {
  return new MapPayloadDecoder().push(payload instanceof Uint8Array ? payload : new Uint8Array(payload)).finish();
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/** Geometry g of the columns as GeoJSON. */
export function mapGeometry(c: MapColumns, g: number): MapGeometry {
  const parts = range(c.partStart[g]!, c.partStart[g + 1]!);
  const positions = (p: number) =>
    range(c.vertexStart[p]!, c.vertexStart[p + 1]!).map((v) => [c.coordinates[2 * v]!, c.coordinates[2 * v + 1]!]);
  const first = parts.length > 0 ? positions(parts[0]!) : [];
  switch (c.geometryType[g]) {
    case GEOMETRY.Point:
      return { type: 'Point', coordinates: first[0] ?? [] };
    case GEOMETRY.LineString:
      return { type: 'LineString', coordinates: first };
    case GEOMETRY.Polygon:
      return { type: 'Polygon', coordinates: parts.map(positions) };
    case GEOMETRY.MultiPoint:
      return { type: 'MultiPoint', coordinates: parts.map((p) => positions(p)[0]!) };
    case GEOMETRY.MultiLineString:
      return { type: 'MultiLineString', coordinates: parts.map(positions) };
    default: {
      const polygons: number[][][][] = [];
      for (const p of parts) {
        if (c.outerRing[p] || polygons.length === 0) polygons.push([]);
        polygons.at(-1)!.push(positions(p));
      }
      return { type: 'MultiPolygon', coordinates: polygons };
    }
  }
}

/** The columns as records with GeoJSON geometries, in the order the server wrote them. */
export function mapRecords(c: MapColumns): MapRecord[] {
  return range(0, c.count).map((i) => ({
    id: c.ids[i]!,
    id_proyecto: c.fields[i * FIELD_COUNT + FIELD.id_proyecto]!,
    id_cat_principal: c.fields[i * FIELD_COUNT + FIELD.id_cat_principal]!,
    id_cat_secundaria: c.fields[i * FIELD_COUNT + FIELD.id_cat_secundaria]!,
    id_tipo: c.fields[i * FIELD_COUNT + FIELD.id_tipo]!,
    geometries: range(c.geometryStart[i]!, c.geometryStart[i + 1]!).map((g) => mapGeometry(c, g)),
  }));
}

/** Decodes a whole map payload (every frame) into records, in the order the server wrote them. */
export function decodeMapPayload(payload: ArrayBuffer | Uint8Array): MapRecord[] {
  return mapRecords(decodeMapColumns(payload));
}
