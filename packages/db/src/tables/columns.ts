import type { ColumnType } from 'kysely';

/** A timestamptz the database fills by default but that updates may set. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A jsonb column: read parsed, written as JSON text (`JSON.stringify(value)`), because node-postgres would turn a
 * JavaScript array into a Postgres array literal.
 */
export type Jsonb<T> = ColumnType<T, string, string>;
/** A nullable jsonb column. */
export type NullableJsonb<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A jsonb column with a database default. */
export type JsonbWithDefault<T> = ColumnType<T, string | undefined, string>;

/**
 * A PostGIS geometry (SRID 4326). Read as hex EWKB: select `ST_AsGeoJSON(col)::jsonb` or `ST_X/ST_Y` instead.
 * Written as EWKT (`'SRID=4326;POINT(lon lat)'`) or an `sql` expression (`ST_GeomFromGeoJSON(...)`).
 */
export type Geometry = string;

/** A `date` column, kept as its 'YYYY-MM-DD' text (see connect.ts) so no time zone can shift it. */
export type PgDate = string;
/** A `time` column, as 'HH:MM:SS' text. */
export type PgTime = string;
