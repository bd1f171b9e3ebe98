import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Geometry, Jsonb, NullableJsonb, Timestamp } from './columns.ts';

export interface RefInfo {
  id: number;
  nombre: string;
}

/** Properties of a drawn feature (spec part 1 §3); extra keys (ids, buffer data) pass through. */
export interface RecordFeatureProperties {
  projectInfo: RefInfo;
  categoryInfo: RefInfo;
  typeInfo: RefInfo;
  subCategoryInfo: RefInfo;
  nombre: string;
  descripcion: string;
  fecha: string;
  metodo: string;
  fuente: string;
  altitud: string;
  typeGeometry?: 'Buffer' | 'MarkerToBuffer';
  radioValueParsed?: number;
  [key: string]: unknown;
}

export interface RecordFeature {
  type: 'Feature';
  id?: string | number;
  geometry: { type: string; coordinates: unknown };
  properties: RecordFeatureProperties;
}

export interface RecordFeatureCollection {
  type: 'FeatureCollection';
  features: RecordFeature[];
}

/** Capture dates and size of an uploaded file (createDate/modifyDate for images, mediaCreateDate/... for videos). */
export type MediaMetadata = Record<string, unknown>;

export type RecordSource = 'web' | 'app';
export type RecordGeosource = 'manual' | 'GPS';

/** A levantamiento. */
export interface RecordsTable {
  id: Generated<number>;
  nombre: string;
  descripcion: Generated<string>;
  id_proyecto: number;
  id_cat_principal: number;
  id_cat_secundaria: number;
  id_tipo: number;
  privado: Generated<boolean>;
  fecha_levantamiento: Timestamp;
  /** E-mail of the author, as sent (kept if the user is deleted). */
  usuario: string;
  user_id: number | null;
  source: Generated<RecordSource>;
  geosource: Generated<RecordGeosource>;
  altitude: Generated<string>;
  /** The FeatureCollection as drawn, with its feature properties. */
  geojson: Jsonb<RecordFeatureCollection>;
  /**
   * Derived by the database from `geojson` (`ppd_geojson_geom`): the features' geometries, 2D, made valid,
   * SRID 4326; one geometry for one feature, else a GeometryCollection. Never written.
   */
  geom: GeneratedAlways<Geometry>;
  media_folder: string | null;
  file_type: string | null;
  media_metadata: NullableJsonb<MediaMetadata>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A visitor's comment on a record (place_comments) or an event (activity_comments); `status` true = visible. */
export interface VisitorCommentsTable {
  id: Generated<number>;
  id_point: number;
  user_id: number;
  stars: number;
  comment: Generated<string>;
  status: Generated<boolean>;
  created: Generated<Date>;
}

export type RecordRow = Selectable<RecordsTable>;
export type NewRecord = Insertable<RecordsTable>;
export type RecordUpdate = Updateable<RecordsTable>;

/** The version of what the explorer's map shows (migration 0010): one row, moved by any change to it. */
export interface MapVersionTable {
  id: number;
  /** A bigint, as text. */
  version: string;
}
