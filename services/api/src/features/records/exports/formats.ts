import shpwrite from '@mapbox/shp-write';
import { toKML } from '@placemarkio/tokml';
import { formatExportDate, RECORD_TYPES, TIME_ZONE } from '@ppd/domain';
import JSZip from 'jszip';
import type { ExportRow, MeasuredRow } from './queries.ts';

const exportClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/**
 * formatExportDate's text (DD/MM/YYYY hh:mm A, Mexico City), about 50 times faster: dayjs' time-zone plugin costs
 * ~170 µs a call, which was most of a 100,000-record export. The tests hold it equal to formatExportDate.
 */
export function exportDate(value: Date): string {
  if (Number.isNaN(value.getTime())) return formatExportDate(value);
  const p = Object.fromEntries(exportClock.formatToParts(value).map((part) => [part.type, part.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** The exported properties of a record's features (spec §9), plus its name. */
export function exportProperties(row: ExportRow) {
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

function featuresOf(rows: ExportRow[], extra: (row: ExportRow) => Record<string, unknown> = () => ({})) {
  return rows.flatMap((row) => {
    const properties = { ...exportProperties(row), ...extra(row) };
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

const KML_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n';
const KML_CLOSE = '</Document></kml>\n';

/** tokml builds one string per call: each page becomes its placemarks, between one header and one footer. */
export async function* kmlChunks(pages: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield KML_OPEN;
  for await (const rows of pages) {
    const kml = toKML({
      type: 'FeatureCollection',
      features: featuresOf(rows, (row) => ({ name: row.nombre })) as never,
    });
    const start = kml.indexOf('<Document>') + '<Document>'.length;
    const end = kml.lastIndexOf('</Document>');
    yield `${kml.slice(start, end)}\n`;
  }
  yield KML_CLOSE;
}

/**
 * DBF field names hold 10 ASCII characters: the spec's property names, folded and cut to fit
 * (Categoria, Subcategor, Descripcio).
 */
const dbfName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 10);

/** shp-write writes one byte per character: text is kept to Latin-1, and each .dbf says so in a .cpg. */
const latin1 = (value: unknown) =>
  typeof value === 'string' ? Array.from(value, (ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch)).join('') : value;

/**
 * The shapefile zip (one file set per geometry type). shp-write builds the whole zip in memory: the features
 * are gathered page by page in their compact form first.
 */
export async function shapefileZip(pages: AsyncIterable<ExportRow[]>): Promise<Buffer> {
  const features: ReturnType<typeof featuresOf> = [];
  for await (const rows of pages) {
    for (const f of featuresOf(rows)) {
      const properties = Object.fromEntries(Object.entries(f.properties).map(([k, v]) => [dbfName(k), latin1(v)]));
      features.push({ ...f, properties: properties as never });
    }
  }
  const zipped = (await shpwrite.zip(
    { type: 'FeatureCollection', features } as never,
    {
      outputType: 'nodebuffer',
      compression: 'DEFLATE',
      types: {
        point: 'puntos',
        polygon: 'poligonos',
        line: 'lineas',
        multipolygon: 'multipoligonos',
        multiline: 'multilineas',
      },
    } as never,
  )) as unknown as Buffer;
  features.length = 0;
  const zip = await JSZip.loadAsync(zipped);
  for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.dbf'))) {
    zip.file(name.replace(/\.dbf$/, '.cpg'), 'ISO-8859-1');
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
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
