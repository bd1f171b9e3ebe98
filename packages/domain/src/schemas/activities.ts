import { z } from 'zod';
import { messages } from '../messages.ts';
import { calendarDay, cleanText, id, requiredText } from './fields.ts';

const t = messages.activities;

/** Spec §9: the activity map's box and centre. */
export const ACTIVITY_MAP = {
  centre: { latitude: 19.412257, longitude: -99.200871 },
  bounds: { south: 19.3953, north: 19.4321, west: -99.2292, east: -99.174 },
  zoom: 13,
  minZoom: 11,
} as const;

/** Route sources of the activity modal (spec §4): drawn on the map or read from a .kml/.kmz file. */
export const ROUTE_SOURCES = ['draw', 'file'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

export const ROUTE_FILE_EXTENSIONS = ['.kml', '.kmz'] as const;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const date = calendarDay(t.dateRequired);
/** 'HH:mm' (the time input's value; seconds accepted and dropped). */
const time = z
  .string({ error: t.timeRequired })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, t.timeRequired)
  .transform((v) => v.slice(0, 5));
/** A host label every calendar app takes: letters, digits and inner hyphens (no '_', no IPv6). */
const HOST_LABEL = /^[a-z0-9]+(-+[a-z0-9]+)*$/;

/**
 * The link as the WHATWG parser writes it (scheme and host in lower case, an IDN in punycode), or null when a
 * calendar app reading the activities' feed might refuse it: a host of dot-separated labels, a port of 2 to 5 digits.
 */
function calendarLink(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const labels = url.hostname.replace(/\.$/, '').split('.');
  return labels.every((l) => HOST_LABEL.test(l)) && url.port.length !== 1 ? url.href : null;
}

const emptyToNull = (v: unknown) => (v === '' || v === undefined || v === 'null' ? null : v);

/**
 * The activity modal's text fields (spec §5 "Event save"), sent as multipart beside `image`, `image2` and `kml_file`.
 * `type` says where the route comes from: `draw` with `route` (a GeoJSON line, '' for none) or `file` with
 * `kml_file` (on update, `file` without a file keeps the stored route). Absent: no route on create, kept on update.
 */
export const activityBody = z
  .object({
    nombre: requiredText(t.titleRequired),
    descripcion: cleanText().trim().max(5000, t.textTooLong).default(''),
    fecha: date,
    hora: time,
    fecha_final: date,
    hora_final: time,
    category_id: id(t.categoryRequired),
    lugar_id: id(t.placeRequired),
    poll_id: z.preprocess(emptyToNull, id(t.pollNotFound).nullable()).default(null),
    url: cleanText()
      .trim()
      .max(2000, t.textTooLong)
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), t.urlScheme)
      .transform((v, ctx) => {
        const link = v === '' ? '' : calendarLink(v);
        if (link === null) ctx.addIssue({ code: 'custom', message: messages.validation.invalid });
        return link ?? z.NEVER;
      })
      .default(''),
    type: z.preprocess(emptyToNull, z.enum(ROUTE_SOURCES, { error: t.routeNotLine }).nullable()).default(null),
    route: z.string().max(2_000_000, t.routeNotLine).default(''),
  })
  .refine((e) => `${e.fecha_final}T${e.hora_final}` >= `${e.fecha}T${e.hora}`, {
    message: t.endBeforeStart,
    path: ['fecha_final'],
  });
export type ActivityBody = z.output<typeof activityBody>;

export const activityIdParams = z.object({ eventId: id() });

/** The calendar feed's query: `categoria` keeps one category's activities (a feed per category). */
export const calendarQuery = z.object({ categoria: id(t.categoryNotFound).optional() });

/** A route as GeoJSON: a Feature<LineString> of [lng, lat] points. */
export const geoJSONLineFeature = z.object({
  type: z.literal('Feature'),
  // Open: a route file's placemark may carry any properties; the screens read none.
  properties: z.record(z.string(), z.unknown()),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.array(z.number())) }),
});
export type GeoJSONLineFeature = z.infer<typeof geoJSONLineFeature>;

/** An activity as the back office and the apps read it (spec §3 "Event"), plus its category colour and comments. */
export const activityView = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  /** 'YYYY-MM-DD' and 'HH:mm', Mexico City wall clock. */
  fecha: z.string(),
  hora: z.string(),
  fecha_final: z.string(),
  hora_final: z.string(),
  category_id: z.number(),
  /** Category name. */
  name: z.string(),
  color: z.string(),
  lugar_id: z.number(),
  lugar: z.string(),
  poll_id: z.number().nullable(),
  url: z.string(),
  /** '/media/events/<file>' or null. */
  imagen: z.string().nullable(),
  imagen2: z.string().nullable(),
  /** The route, null when there is none. */
  ruta: geoJSONLineFeature.nullable(),
  /** '/media/events/<file>' of the uploaded .kml/.kmz, null for a drawn route. */
  kml: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  autor_id: z.number().nullable(),
  comments: z.number(),
});
export type ActivityView = z.infer<typeof activityView>;

/** Spec §3 "Duplicate event": another activity at the same date and time. */
export const duplicateActivity = z.object({
  evento_id: z.number(),
  nombre_evento: z.string(),
  fecha: z.string(),
  hora: z.string(),
  fecha_final: z.string(),
  hora_final: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type DuplicateActivity = z.infer<typeof duplicateActivity>;

/** A created activity's id and the activities already registered at the same date and time. */
export const activityCreated = z.object({
  status: z.literal('ok'),
  id: z.number(),
  events: z.array(duplicateActivity),
});
export type ActivityCreated = z.infer<typeof activityCreated>;

/** The activity modal's text fields as typed (selects and inputs hold strings); files and the route go beside them. */
export type ActivityValues = Record<Exclude<keyof typeof activityBody.shape, 'type' | 'route'>, string>;
