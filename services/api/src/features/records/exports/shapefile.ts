/**
 * A shapefile zip written through temp files, with bounded memory. @mapbox/shp-write, the maintained npm writer,
 * builds every part and the zip in memory (~500 MB at 100,000 records) and no maintained npm package writes them
 * incrementally; the parts are fixed layouts, so each page of shapes is appended to its file set as it comes, the
 * headers (which hold the final counts, lengths and box) are written last at offset 0, and the zip is streamed
 * from the files.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, PassThrough, type Readable } from 'node:stream';
import JSZip from 'jszip';
import { DBF_END, type DbfField, dbfHeader, dbfRecord, recordLength } from './dbf.ts';
import {
  type Box,
  EMPTY_BOX,
  extend,
  type Geometry,
  SHAPE_TYPES,
  type Shape,
  type ShapeKind,
  shapeContent,
  shapeHeader,
  shapesOf,
} from './shp-geometry.ts';

const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

export interface ShapefileFeature {
  geometry: Geometry | null | undefined;
  /** One text per field, in the fields' order. */
  values: string[];
}

/** One shape type's .shp, .shx and .dbf, appended to page by page. */
class FileSet {
  count = 0;
  shpBytes = 100;
  box: Box = EMPTY_BOX;

  private constructor(
    readonly base: string,
    private readonly fields: DbfField[],
    private readonly files: { shp: FileHandle; shx: FileHandle; dbf: FileHandle },
  ) {}

  static async open(base: string, fields: DbfField[]) {
    const [shp, shx, dbf] = await Promise.all(['shp', 'shx', 'dbf'].map((ext) => open(`${base}.${ext}`, 'w')));
    return new FileSet(base, fields, { shp: shp!, shx: shx!, dbf: dbf! });
  }

  private get dbfStart() {
    return dbfHeader(this.fields, 0).length;
  }

  async append(shapes: { shape: Shape; values: string[] }[]) {
    const shp: Buffer[] = [];
    const index = Buffer.alloc(8 * shapes.length);
    let offset = this.shpBytes;
    shapes.forEach(({ shape }, i) => {
      const content = shapeContent(shape);
      const header = Buffer.alloc(8);
      header.writeInt32BE(this.count + i + 1, 0);
      header.writeInt32BE(content.length / 2, 4);
      index.writeInt32BE(offset / 2, 8 * i);
      index.writeInt32BE(content.length / 2, 8 * i + 4);
      shp.push(header, content);
      offset += 8 + content.length;
      this.box = extend(this.box, shape.parts.flat());
    });
    const dbf = Buffer.concat(shapes.map(({ values }) => dbfRecord(this.fields, values)));
    await Promise.all([
      this.files.shp.write(Buffer.concat(shp), 0, offset - this.shpBytes, this.shpBytes),
      this.files.shx.write(index, 0, index.length, 100 + 8 * this.count),
      this.files.dbf.write(dbf, 0, dbf.length, this.dbfStart + recordLength(this.fields) * this.count),
    ]);
    this.shpBytes = offset;
    this.count += shapes.length;
  }

  /** The headers, now that counts, lengths and box are known. */
  async close() {
    const type = SHAPE_TYPES[path.basename(this.base) as ShapeKind];
    const { shp, shx, dbf } = this.files;
    await shp.write(shapeHeader(type, this.shpBytes, this.box), 0, 100, 0);
    await shx.write(shapeHeader(type, 100 + 8 * this.count, this.box), 0, 100, 0);
    await dbf.write(dbfHeader(this.fields, this.count), 0, this.dbfStart, 0);
    await dbf.write(DBF_END, 0, 1, this.dbfStart + recordLength(this.fields) * this.count);
    await Promise.all([shp.close(), shx.close(), dbf.close()]);
  }

  async discard() {
    await Promise.all(Object.values(this.files).map((file) => file.close().catch(() => {})));
  }
}

export class ShapefileWriter {
  private readonly sets = new Map<ShapeKind, Promise<FileSet>>();
  private readonly reads: ReadStream[] = [];

  private constructor(
    private readonly dir: string,
    private readonly fields: DbfField[],
  ) {}

  static async create(fields: DbfField[]) {
    return new ShapefileWriter(await mkdtemp(path.join(tmpdir(), 'ppd-shp-')), fields);
  }

  private set(kind: ShapeKind) {
    let set = this.sets.get(kind);
    if (!set) {
      set = FileSet.open(path.join(this.dir, kind), this.fields);
      this.sets.set(kind, set);
    }
    return set;
  }

  /** One page of features, each shape to its type's file set. */
  async write(features: ShapefileFeature[]) {
    const byKind = new Map<ShapeKind, { shape: Shape; values: string[] }[]>();
    for (const { geometry, values } of features) {
      for (const shape of shapesOf(geometry)) {
        const list = byKind.get(shape.kind) ?? [];
        list.push({ shape, values });
        byKind.set(shape.kind, list);
      }
    }
    for (const [kind, shapes] of byKind) await (await this.set(kind)).append(shapes);
  }

  /** Closes the files and streams them zipped; the temp folder goes when the stream ends or is destroyed. */
  async zip(): Promise<Readable> {
    const zip = new JSZip();
    for (const set of await Promise.all(this.sets.values())) {
      await set.close();
      const name = path.basename(set.base);
      for (const ext of ['shp', 'shx', 'dbf']) {
        const file = createReadStream(`${set.base}.${ext}`);
        this.reads.push(file);
        zip.file(`${name}.${ext}`, file);
      }
      zip.file(`${name}.prj`, WGS84_PRJ);
      zip.file(`${name}.cpg`, 'ISO-8859-1');
    }
    // JSZip's stream is an old readable-stream one, which `finished` cannot follow: it is piped into a Node stream.
    const out = new PassThrough();
    const zipped = zip.generateNodeStream({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
    zipped.on('error', (error) => out.destroy(error));
    zipped.pipe(out);
    finished(out, () => void this.discard());
    return out;
  }

  async discard() {
    for (const file of this.reads) file.destroy();
    await Promise.all([...this.sets.values()].map(async (set) => (await set).discard()));
    await rm(this.dir, { recursive: true, force: true });
  }
}
