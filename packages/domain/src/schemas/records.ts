import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  cleanText,
  decimal,
  filterId,
  id,
  integer,
  isCalendarDay,
  MAX_DB_INT,
  pagePosition,
  requiredText,
  TEXT_MAX,
} from './fields.ts';

/** Texts of the records API that the spec does not state. */
export const recordMessages = {
  invalidGeometry: 'Las geometrías dibujadas no son válidas',
  selfIntersecting: 'Una geometría dibujada se cruza consigo misma o no es válida',
  subcategoryMismatch: 'La subcategoría no corresponde a la categoría y el tipo elegidos',
  idMismatch: 'El identificador no corresponde al registro',
  starsRange: 'Califique de 1 a 5 estrellas',
  commentTooLong: 'El comentario es demasiado largo',
  fileMissing: 'Adjunte un archivo',
  fileType: 'Solo se aceptan imágenes JPEG o PNG, video MP4 o audio MP3',
  fileTooLarge: 'El archivo supera el tamaño máximo permitido',
  imageTooLarge: messages.media.imageTooManyPixels,
  exportFormat: 'Formato de exportación no válido',
  fechaInvalid: 'La fecha del levantamiento no es una fecha válida',
  altitudeInvalid: 'La altitud debe ser un número (en metros) o N/A',
} as const;

const pad = (n: string) => n.padStart(2, '0');
const TIME = '([01]?\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?';
// es-MX writes the hour with 'a.m.' or 'p.m.' after a narrow no-break space ('27/11/2026, 5:59:24 p.m.').
const MERIDIEM = '(\\s*[ap]\\.?\\s?m\\.?)?';
const LOCAL_DAY = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})(,?\\s+${TIME}${MERIDIEM})?$`, 'i');
const ISO_DAY = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})([T ]${TIME}(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})?)?$`);

/** A record's `fecha` as clients write it: '20/5/2025, 10:15:00' (es-MX) or ISO 8601, on a day that exists. */
export function isRecordDate(text: string): boolean {
  const local = LOCAL_DAY.exec(text);
  if (local) return isCalendarDay(`${local[3]}-${pad(local[2]!)}-${pad(local[1]!)}`);
  const iso = ISO_DAY.exec(text);
  return iso !== null && isCalendarDay(iso[1]!);
}

const lon = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);
/** [lon, lat] or [lon, lat, altitude]. */
const position = z.union([z.tuple([lon, lat]), z.tuple([lon, lat, z.number()])]);
const line = z.array(position).min(2);
const linearRing = z
  .array(position)
  .min(4)
  .refine((ring) => ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1]);
const polygonCoordinates = z.array(linearRing).min(1);

export const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position).min(1) }),
  z.object({ type: z.literal('LineString'), coordinates: line }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(line).min(1) }),
  z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinates }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordinates).min(1) }),
]);
export type Geometry = z.infer<typeof geometry>;

const feature = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  geometry,
  properties: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((p) => p ?? {}),
});
export type DrawnFeature = z.infer<typeof feature>;

const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature),
});
export type DrawnFeatureCollection = z.infer<typeof featureCollection>;

/**
 * The drawn features (spec §3). Every problem is reported on the field itself (`geometries`), not deep inside it:
 * the form shows one message for the drawing. Whether polygons self-intersect is checked by PostGIS on the server.
 */
export const geometries = z.unknown().transform((value, ctx): DrawnFeatureCollection => {
  const empty =
    value == null ||
    (typeof value === 'object' && Array.isArray((value as { features?: unknown }).features)
      ? (value as { features: unknown[] }).features.length === 0
      : false);
  if (empty) {
    ctx.addIssue({ code: 'custom', message: messages.records.nothingDrawn });
    return z.NEVER;
  }
  const parsed = featureCollection.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: recordMessages.invalidGeometry });
    return z.NEVER;
  }
  return parsed.data;
});

/** Público (false / 0) or Privado (true / 1); forms send strings. */
const visibility = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], {
    error: messages.records.visibilityRequired,
  })
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** The record's classification and texts: the fields of the save dialog and of 'Editar registro'. */
export const recordFields = z.object({
  nombre: requiredText(messages.records.titleRequired),
  descripcion: requiredText(messages.records.descriptionRequired, TEXT_MAX),
  id_proyecto: id(messages.records.projectRequired),
  id_cat_principal: id(messages.records.categoryRequired),
  id_tipo: id(messages.records.typeRequired),
  id_cat_secundaria: id(messages.records.subcategoryRequired),
  privado: visibility,
});
export type RecordFields = z.infer<typeof recordFields>;

/**
 * POST /api/ppd/levantamiento/newLevantamiento. `usuario` and `user_id` are accepted for the spec's client and
 * ignored: the author is the session. `fecha` (the client's local time text) is kept in the feature properties.
 */
export const newRecordBody = recordFields.extend({
  fecha: cleanText(recordMessages.fechaInvalid).trim().refine(isRecordDate, recordMessages.fechaInvalid).optional(),
  usuario: z.unknown().optional(),
  user_id: z.unknown().optional(),
  source: z.enum(['web', 'app']).default('web'),
  geosource: z.enum(['manual', 'GPS']).default('manual'),
  altitude: z
    .union([decimal(recordMessages.altitudeInvalid, -1000, 10000).transform(String), z.literal('N/A')], {
      error: recordMessages.altitudeInvalid,
    })
    .default('N/A'),
  geometries,
});
export type NewRecordBody = z.infer<typeof newRecordBody>;

/** PUT .../updateLevantamiento/{id}. */
export const updateRecordBody = recordFields.extend({ id: z.unknown().optional() });
export type UpdateRecordBody = z.infer<typeof updateRecordBody>;

/** PUT .../updateLevantamientoGeometries/{id}: `id`, when sent, must be the path's. */
export const updateGeometriesBody = z.object({ id: id().optional(), geometries });

/** POST .../getLevantamientosGeneral: a page of the records list, filtered and sorted by name. All optional. */
export const recordListBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    page: integer(undefined, 1).default(1),
    pageSize: integer(undefined, 1, 1000).default(100),
    search: cleanText().trim().max(200).default(''),
    id_proyecto: filterId().default(-1),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
);
export type RecordListQuery = z.infer<typeof recordListBody>;

export const mediaMetadata = z.record(z.string(), z.unknown()).nullable();

/** A stored record as the records screen lists it (spec §3 "Stored record"). */
export const storedRecord = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  id_proyecto: z.number(),
  proyecto_nombre: z.string(),
  id_cat_principal: z.number(),
  cat_principal_nombre: z.string(),
  id_cat_secundaria: z.number(),
  cat_secundaria_nombre: z.string(),
  id_tipo: z.number(),
  tipo_nombre: z.string(),
  privado: z.boolean(),
  fecha_levantamiento: z.date().or(z.string()),
  usuario: z.string(),
  user_id: z.number().nullable(),
  geosource: z.string(),
  source: z.string(),
  altitude: z.string(),
  geojson: z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }),
  media_folder: z.string().nullable(),
  file_type: z.string().nullable(),
  media_metadata: mediaMetadata,
});
export type StoredRecord = z.infer<typeof storedRecord>;

export const recordListReply = z.object({ levantamientos: z.array(storedRecord), ...pagePosition });

export const createdReply = z.object({ status: z.literal('ok'), id: z.number(), message: z.string().optional() });

/** Sentinel of the explorer's filter lists: [0] selects nothing. */
const idList = z.array(filterId()).max(10_000).default([]);

/**
 * POST /api/ppd/levantamiento/getLevantamientos (explorer). A list holding only 0 (or empty) does not filter by
 * that field; the lists that do filter are combined with AND; when none does, nothing is returned. `admin` is
 * ignored: private records are shown only to callers with a valid staff token.
 */
export const explorerBody = z.object({
  id_proyecto: idList,
  id_cat_principal: idList,
  id_cat_secundaria: idList,
  id_tipo: idList,
  admin: z.unknown().optional(),
});
export type ExplorerQuery = z.infer<typeof explorerBody>;

/** How many records' details one call may ask for: an export of more asks in batches. */
export const EXPLORER_DETAILS_MAX = 5_000;

/**
 * POST /api/ppd/levantamiento/details: the records the map payload named, as the GeoJSON path writes them (names,
 * description, date, media, features with their properties), for a popup or an export. A private record comes only
 * with a valid staff token, as on the map.
 */
export const explorerDetailsBody = z.object({ ids: z.array(id()).min(1).max(EXPLORER_DETAILS_MAX) });

// Reference lists (spec §3 "Reference lists").
export const projectItem = z.object({ id: z.number(), nombre: z.string(), lugar: z.string(), enabled: z.boolean() });
/** The library icon a category or subcategory shows: its name and its image's URL, both null without one. */
const pickedIcon = { icon: z.string().nullable(), url_image: z.string().nullable() };
export const mainCategoryItem = z.object({ id: z.number(), nombre: z.string(), ...pickedIcon, enabled: z.boolean() });
export const explorerCategoryItem = z.object({ id: z.number(), nombre_categoria: z.string(), ...pickedIcon });
export const typeItem = z.object({ id: z.number(), nombre: z.string(), name: z.string(), enabled: z.boolean() });
export const subcategoryItem = z.object({
  id: z.number(),
  nombre: z.string(),
  id_maincategory: z.number(),
  cat_principal_nombre: z.string(),
  tipo_id: z.number(),
  id_type: z.number(),
  tipo_nombre: z.string(),
  ...pickedIcon,
  enabled: z.boolean(),
});
export const subcategoriesBody = z.object({
  id_maincategory: id(messages.records.categoryRequired),
  id_type: id(messages.records.typeRequired),
});

// Place comments (spec §3 "Comment on a place").
export const placeComment = z.object({
  id: z.number(),
  id_point: z.number(),
  name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  stars: z.number(),
  comment: z.string(),
  /** ISO instant. */
  created: z.string(),
  status: z.boolean(),
});
export type PlaceComment = z.infer<typeof placeComment>;
export const commentStatusBody = z.object({ status: z.boolean({ error: messages.validation.required }) });
export const newPlaceCommentBody = z.object({
  stars: integer(recordMessages.starsRange, 1, 5),
  comment: cleanText().trim().max(2000, recordMessages.commentTooLong).default(''),
});

// Exports.
export const EXPORT_FORMATS = ['geojson', 'kml', 'shp', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportParams = z.object({ format: z.enum(EXPORT_FORMATS, { error: recordMessages.exportFormat }) });
/** Which records to export: the listed ids, or the records list's filters. */
export const exportQuery = z.object({
  ids: z
    .string()
    .max(100_000)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, messages.validation.invalid)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n <= MAX_DB_INT), messages.validation.invalid)
    .optional(),
  search: cleanText().trim().max(200).default(''),
  id_proyecto: filterId().default(-1),
  id_tipo: filterId().default(-1),
});
export type ExportQuery = z.infer<typeof exportQuery>;

/** The most records one explorer export may hold (the ids in view): past it, the explorer asks to zoom in. */
export const EXPLORER_EXPORT_MAX = 100_000;
export const EXPLORER_EXPORT_FORMATS = ['geojson', 'kml', 'shp'] as const;
export type ExplorerExportFormat = (typeof EXPLORER_EXPORT_FORMATS)[number];
/** The file a geometry export is saved as, from /registros and the explorer alike (spec §9). */
export const geometryFileName = (format: ExplorerExportFormat) => `geometrias.${format === 'shp' ? 'zip' : format}`;
export const explorerExportParams = z.object({
  format: z.enum(EXPLORER_EXPORT_FORMATS, { error: recordMessages.exportFormat }),
});
/**
 * POST /api/ppd/levantamiento/explorer-export/{format}: the records in the explorer's view, written by the records
 * exports' writers. Public: a private record is exported only with a valid staff token, as on the map.
 */
export const explorerExportBody = z.object({
  ids: z.array(id()).min(1).max(EXPLORER_EXPORT_MAX, messages.geo.explorer.tooManyToExport),
});

export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'video/mp4', 'audio/mpeg'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
