import type { EventValues, EventView, RouteSource } from '@ppd/domain';
import type { LineString } from 'geojson';

export const emptyEvent = (): EventValues => ({
  nombre: '',
  descripcion: '',
  fecha: '',
  hora: '',
  fecha_final: '',
  hora_final: '',
  category_id: '',
  lugar_id: '',
  poll_id: '',
  url: '',
});

export function valuesOf(event: EventView): EventValues {
  return {
    nombre: event.nombre,
    descripcion: event.descripcion,
    fecha: event.fecha,
    hora: event.hora,
    fecha_final: event.fecha_final,
    hora_final: event.hora_final,
    category_id: String(event.category_id),
    lugar_id: String(event.lugar_id),
    poll_id: event.poll_id === null ? '' : String(event.poll_id),
    url: event.url,
  };
}

/**
 * Where the route comes from: a drawn line, a chosen .kml/.kmz file, or (editing) the stored one untouched.
 * Drawing and choosing a file replace each other (spec §2).
 */
export type RouteInput =
  | { source: 'draw'; line: LineString | null }
  | { source: 'file'; file: File }
  | { source: 'kept' };

export interface EventFiles {
  image: File | null;
  image2: File | null;
}

/** The multipart body of POST /api/events and PUT /api/events/{id}. */
export function eventFormData(values: EventValues, files: EventFiles, route: RouteInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (files.image) form.set('image', files.image);
  if (files.image2) form.set('image2', files.image2);
  const type: RouteSource | '' = route.source === 'kept' ? '' : route.source;
  form.set('type', type);
  if (route.source === 'draw') {
    form.set('route', route.line ? JSON.stringify({ type: 'Feature', properties: {}, geometry: route.line }) : '');
  }
  if (route.source === 'file') form.set('kml_file', route.file);
  return form;
}

export const isRouteFile = (file: File) => /\.km[lz]$/i.test(file.name);
