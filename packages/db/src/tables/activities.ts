import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Geometry, NullableJsonb, PgDate, PgTime, Timestamp } from './columns.ts';

export interface ActivitiesTable {
  id: Generated<number>;
  nombre: string;
  descripcion: Generated<string>;
  /** Start and end, local (America/Mexico_City) date and time; the end is not before the start. */
  fecha: PgDate;
  hora: PgTime;
  fecha_final: PgDate;
  hora_final: PgTime;
  category_id: number;
  lugar_id: number;
  poll_id: number | null;
  url: string | null;
  imagen: string | null;
  imagen2: string | null;
  /** The drawn route as GeoJSON (as sent). */
  ruta: NullableJsonb<unknown>;
  /** The route as a LineString, for the map and spatial queries; null when none or only a KML file. */
  route: Geometry | null;
  /** Path of an uploaded .kml/.kmz route file. */
  kml: string | null;
  lat: number | null;
  lng: number | null;
  autor_id: number | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export type ActivityRow = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;
export type ActivityUpdate = Updateable<ActivitiesTable>;
