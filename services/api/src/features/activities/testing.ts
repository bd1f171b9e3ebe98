import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@ppd/db';
import JSZip from 'jszip';
import { PNG_1X1 } from '../../../test/fixtures.ts';
import { type FilePart, multipartForm } from '../../../test/multipart.ts';
import { MEDIA_FOLDER } from './files.ts';

export const KML_PATH = path.resolve(import.meta.dirname, '../../../test/fixtures/ruta-5k.kml');
export const readKml = () => readFile(KML_PATH);

/** A .kmz as Google Earth writes it: a zip whose doc.kml holds the route. */
export async function kmzOf(kml: Buffer | string, entry = 'doc.kml'): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(entry, kml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

let n = 0;
/** An activity category and a place with an outline (the references an activity needs). */
export async function createActivityRefs(db: Db) {
  n += 1;
  const category = await db
    .insertInto('activity_categories')
    .values({ name: `Deportivo ${n}`, color: '#E4572E' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const place = await db
    .insertInto('places')
    .values({
      nombre: `Lago Mayor ${n}`,
      geom: 'SRID=4326;POLYGON((-99.20 19.41, -99.19 19.41, -99.19 19.42, -99.20 19.42, -99.20 19.41))',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { categoryId: category.id, placeId: place.id };
}

/** A straight two-segment route and one whose segments cross (a bow tie). */
export const ROUTE = {
  type: 'LineString',
  coordinates: [
    [-99.193, 19.419],
    [-99.19, 19.4215],
    [-99.1865, 19.423],
  ],
};
export const CROSSING_ROUTE = {
  type: 'LineString',
  coordinates: [
    [-99.2, 19.41],
    [-99.19, 19.42],
    [-99.19, 19.41],
    [-99.2, 19.42],
  ],
};

export function activityFields(refs: { categoryId: number; placeId: number }, overrides: Record<string, string> = {}) {
  return {
    nombre: 'Carrera familiar 5K',
    descripcion: 'Recorrido por la Primera Sección',
    fecha: '2031-05-10',
    hora: '07:00',
    fecha_final: '2031-05-10',
    hora_final: '10:00',
    category_id: String(refs.categoryId),
    lugar_id: String(refs.placeId),
    poll_id: '',
    url: 'https://chapultepec.example.org/5k',
    type: 'draw',
    route: JSON.stringify({ type: 'Feature', properties: {}, geometry: ROUTE }),
    autor_id: '1',
    ...overrides,
  };
}

export const image = (field: 'image' | 'image2', data: Buffer = PNG_1X1): FilePart => ({
  field,
  name: 'foto.png',
  type: 'image/png',
  data,
});

export const activityRequest = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const body = multipartForm(fields, files);
  return { method, url, payload: body.payload, headers: { ...body.headers, 'x-access-token': token } };
};

/** The files under the media root's events/ folder (none when it was never created). */
export async function activityFilesOn(mediaDir: string): Promise<string[]> {
  return readdir(path.join(mediaDir, MEDIA_FOLDER)).catch(() => []);
}
