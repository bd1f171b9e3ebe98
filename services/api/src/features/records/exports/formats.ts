import type { Readable } from 'node:stream';
import { exportDate, exportedMediaDate, RECORD_TYPES } from '@ppd/domain';
import type { DbfField } from './dbf.ts';
import { asciiName, KML_CLOSE, KML_OPEN, kmlGeometry, placemark } from './kml.ts';
import type { ExportRow, MeasuredRow, TextLengths } from './queries.ts';
import { ShapefileWriter } from './shapefile.ts';
import type { Geometry } from './shp-geometry.ts';

/** What a record's exported properties are written from: its texts, its catalogues' names and its date. */
export type ExportedFields = Pick<
  ExportRow,
  'nombre' | 'proyecto' | 'categoria' | 'subcategoria' | 'fecha_levantamiento' | 'tipo' | 'descripcion'
>;

/** The exported properties of a record's features (spec §9), plus its name: the exports' and OGC API's. */
export function exportProperties(row: ExportedFields) {
  return {
    Nombre: row.nombre,
    Proyecto: row.proyecto,
    Categoría: row.categoria,
    Subcategoría: row.subcategoria,
    Fecha: exportDate(row.fecha_levantamiento),
    Tipo: row.tipo,
    Descripción: row.descripcion,
  };
}

function featuresOf(rows: ExportRow[]) {
  return rows.flatMap((row) => {
    const properties = exportProperties(row);
    return row.features.map((f) => ({ type: 'Feature' as const, geometry: f.geometry, properties }));
  });
}

/** A FeatureCollection written page by page. */
export async function* geojsonChunks(pages: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const rows of pages) {
    const text = featuresOf(rows)
      .map((f) => JSON.stringify(f))
      .join(',');
    if (!text) continue;
    yield first ? text : `,${text}`;
    first = false;
  }
  yield ']}\n';
}

/** The record's GPS altitude in metres, when it has one ('N/A' when drawn on the web). */
function altitudeOf(row: ExportRow): number | undefined {
  const metres = Number(row.altitude);
  return row.altitude.trim() !== '' && Number.isFinite(metres) ? metres : undefined;
}

/** The placemarks page by page, between one header and one footer: one per feature, as in the GeoJSON. */
export async function* kmlChunks(pages: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield KML_OPEN;
  for await (const rows of pages) {
    yield rows
      .flatMap((row) => {
        const fields = exportProperties(row);
        const altitude = altitudeOf(row);
        return row.features.map((f) => placemark(row.nombre, fields, kmlGeometry(f.geometry as Geometry, altitude)));
      })
      .join('');
  }
  yield KML_CLOSE;
}

type ExportProperty = keyof ReturnType<typeof exportProperties>;

/** The exported properties' DBF fields: names folded and cut to 10 ASCII characters (Categoria, Subcategor, …). */
export function shapefileFields(lengths: TextLengths): (DbfField & { key: ExportProperty })[] {
  const widths: Record<ExportProperty, number> = {
    Nombre: lengths.nombre,
    Proyecto: lengths.proyecto,
    Categoría: lengths.categoria,
    Subcategoría: lengths.subcategoria,
    Fecha: exportDate(new Date()).length,
    Tipo: lengths.tipo,
    Descripción: lengths.descripcion,
  };
  return (Object.entries(widths) as [ExportProperty, number][]).map(([key, width]) => ({
    key,
    name: asciiName(key).slice(0, 10),
    width: Math.min(254, Math.max(1, width)),
  }));
}

/** The shapefile zip: one file set per shape type, written page by page through temp files. */
export async function shapefileZip(pages: AsyncIterable<ExportRow[]>, lengths: TextLengths): Promise<Readable> {
  const fields = shapefileFields(lengths);
  const writer = await ShapefileWriter.create(fields);
  try {
    for await (const rows of pages) {
      await writer.write(
        rows.flatMap((row) => {
          const properties = exportProperties(row);
          const values = fields.map((field) => properties[field.key]);
          return row.features.map((f) => ({ geometry: f.geometry as Geometry, values }));
        }),
      );
    }
    return await writer.zip();
  } catch (error) {
    await writer.discard();
    throw error;
  }
}

const GEOMETRY_NAMES: Record<string, string> = {
  POINT: 'Punto',
  MULTIPOINT: 'Multipunto',
  LINESTRING: 'Línea',
  MULTILINESTRING: 'Multilínea',
  POLYGON: 'Polígono',
  MULTIPOLYGON: 'Multipolígono',
  GEOMETRYCOLLECTION: 'Colección de geometrías',
};

export const XLSX_COLUMNS = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Nombre', key: 'Nombre', width: 30 },
  { header: 'Proyecto', key: 'Proyecto', width: 24 },
  { header: 'Categoría', key: 'Categoría', width: 20 },
  { header: 'Subcategoría', key: 'Subcategoría', width: 22 },
  { header: 'Fecha', key: 'Fecha', width: 20 },
  { header: 'Fecha de media', key: 'fechaMedia', width: 20 },
  { header: 'Tipo', key: 'Tipo', width: 14 },
  { header: 'Descripción', key: 'Descripción', width: 40 },
  { header: 'Visibilidad', key: 'visibilidad', width: 12 },
  { header: 'Usuario', key: 'usuario', width: 26 },
  { header: 'Geometría', key: 'geometria', width: 18 },
  { header: 'Coordenadas', key: 'coordenadas', width: 24 },
  { header: 'Longitud (km)', key: 'longitud', width: 14 },
  { header: 'Área (ha)', key: 'area', width: 12 },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function xlsxRow(row: MeasuredRow) {
  return {
    id: row.id,
    ...exportProperties(row),
    fechaMedia: exportedMediaDate(row.file_type, row.media_metadata),
    visibilidad: row.privado ? 'Privado' : 'Público',
    usuario: row.usuario,
    geometria: GEOMETRY_NAMES[row.geometry_type] ?? row.geometry_type,
    coordenadas: `${row.lat.toFixed(6)}, ${row.lng.toFixed(6)}`,
    longitud: round2(row.length_km),
    area: round2(row.area_ha),
  };
}

/** Sheet names: the spec's for types 1 and 2, the type's own name otherwise (Excel's 31 allowed characters). */
export const sheetName = (type: { id: number; nombre: string }) =>
  (RECORD_TYPES[type.id as keyof typeof RECORD_TYPES] ?? type.nombre).replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
