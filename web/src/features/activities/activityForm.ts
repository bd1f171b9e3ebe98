import type { ActivityValues, ActivityView, RouteSource } from '@ppd/domain';
import type { LineString } from 'geojson';

export const emptyActivity = (): ActivityValues => ({
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

export function valuesOf(activity: ActivityView): ActivityValues {
  return {
    nombre: activity.nombre,
    descripcion: activity.descripcion,
    fecha: activity.fecha,
    hora: activity.hora,
    fecha_final: activity.fecha_final,
    hora_final: activity.hora_final,
    category_id: String(activity.category_id),
    lugar_id: String(activity.lugar_id),
    poll_id: activity.poll_id === null ? '' : String(activity.poll_id),
    url: activity.url,
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

export interface ActivityFiles {
  image: File | null;
  image2: File | null;
}

/** The multipart body of POST /api/events and PUT /api/events/{id}. */
export function activityFormData(values: ActivityValues, files: ActivityFiles, route: RouteInput): FormData {
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
