import { formatExportDate } from '@ppd/domain';
import type { Feature, FeatureCollection } from 'geojson';
import { saveBlob } from '../../lib/download.ts';
import type { RecordDetails } from './explorerData.ts';

export const EXPORT_BASENAME = 'geometrias';

/** The features of the records with the exported properties of spec §9. */
export function exportCollection(records: readonly RecordDetails[]): FeatureCollection {
  const features: Feature[] = [];
  for (const r of records) {
    const properties = {
      Nombre: r.nombre,
      Proyecto: r.proyecto_nombre,
      Categoría: r.cat_principal_nombre,
      Subcategoría: r.cat_secundaria_nombre,
      Fecha: formatExportDate(r.fecha_levantamiento),
      Tipo: r.tipo_nombre,
      Descripción: r.descripcion,
    };
    for (const f of r.features) if (f.geometry) features.push({ type: 'Feature', geometry: f.geometry, properties });
  }
  return { type: 'FeatureCollection', features };
}

export type ExportFormat = 'geojson' | 'kml' | 'shp';

/** Writes the file in the browser (the libraries load on first use). */
export async function exportRecords(records: readonly RecordDetails[], format: ExportFormat): Promise<void> {
  const collection = exportCollection(records);
  if (format === 'geojson') {
    saveBlob(new Blob([JSON.stringify(collection)], { type: 'application/geo+json' }), `${EXPORT_BASENAME}.geojson`);
  } else if (format === 'kml') {
    const { toKML } = await import('@placemarkio/tokml');
    saveBlob(new Blob([toKML(collection)], { type: 'application/vnd.google-earth.kml+xml' }), `${EXPORT_BASENAME}.kml`);
  } else {
    const shpwrite = await import('@mapbox/shp-write');
    const zip = (await shpwrite.zip(collection, {
      outputType: 'blob',
      compression: 'DEFLATE',
      // shp-write 0.4 reads the line layer's name from `polyline` (its typings say `line`).
      types: { point: 'puntos', polygon: 'poligonos', polyline: 'lineas' } as { point: string },
    })) as Blob;
    saveBlob(zip, `${EXPORT_BASENAME}.zip`);
  }
}
