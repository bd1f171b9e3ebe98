import { z } from 'zod';
import { SEXES, STUDY_LEVELS } from '../constants.ts';
import type { SendFilter } from '../events/payloads.ts';

/** Texts of the send filter that the spec does not state (the field is named in the 400). */
export const sendMessages = {
  sexInvalid: 'Seleccione un sexo válido',
  ageInvalid: 'Ingrese una edad válida (número entero de 0 a 120)',
  agesReversed: 'La edad máxima debe ser mayor o igual que la edad mínima',
  levelInvalid: 'Seleccione un nivel de estudios válido',
  wktInvalid: 'El área dibujada no es un polígono válido',
  wktSelfIntersecting: 'El área dibujada se cruza consigo misma',
  sendNotFound: 'No se encontró el envío',
} as const;

/** '', null, 'Todos' and the sentinel -1 all mean "any" (spec §9). */
const ANY = new Set<unknown>([undefined, null, '', 'Todos', '-1', -1]);
const anyToNull = (v: unknown) => (ANY.has(v) ? null : v);

const age = z.preprocess((v) => {
  const value = anyToNull(v);
  // The modal parses its text inputs as integers; a digit string is that number.
  return typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value;
}, z
  .number({ error: sendMessages.ageInvalid })
  .int(sendMessages.ageInvalid)
  .min(0, sendMessages.ageInvalid)
  .max(120, sendMessages.ageInvalid)
  .nullable());

/**
 * The send-to-visitors filter (spec §3 "Send filter"): every field optional. The polygon's syntax and validity
 * (no self-intersection) are checked by PostGIS on the server; here only its shape (a WKT POLYGON text).
 */
export const sendFilterBody = z
  .object({
    sex: z.preprocess(
      anyToNull,
      z.enum(Object.keys(SEXES) as ['H', 'M'], { error: sendMessages.sexInvalid }).nullable(),
    ),
    min_age: age,
    max_age: age,
    level_studies: z.preprocess(anyToNull, z.enum(STUDY_LEVELS, { error: sendMessages.levelInvalid }).nullable()),
    wkt: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
      z
        .string({ error: sendMessages.wktInvalid })
        .trim()
        .max(100_000, sendMessages.wktInvalid)
        .regex(/^(SRID=4326;)?\s*POLYGON\s*\(/i, sendMessages.wktInvalid)
        .nullable(),
    ),
  })
  .refine((f) => f.min_age === null || f.max_age === null || f.min_age <= f.max_age, {
    message: sendMessages.agesReversed,
    path: ['max_age'],
  }) satisfies z.ZodType<SendFilter>;
export type SendFilterBody = z.infer<typeof sendFilterBody>;

/** A survey's or an event's send answers 202 at once; progress follows on the socket (`send:progress`). */
export const sendAccepted = z.object({ send_id: z.number(), total: z.null() });
export type SendAccepted = z.infer<typeof sendAccepted>;
/**
 * POST /api/polls/send/{id}/count and POST /api/audience/count: visitors a send with the filter reaches now, and
 * those the filter matches but who opposed that kind of send (left out; 0 when no kind is named).
 */
export const audienceCount = z.object({ total: z.number(), opted_out: z.number() });
/** Which kind of send the count is for: its opted-out visitors are left out. */
export const audienceCountQuery = z.object({ kind: z.enum(['survey', 'event']).optional() });
export type AudienceCount = z.infer<typeof audienceCount>;
/** GET /api/sends/{id}: a bulk send's state (also what `send:progress` carries). */
export const sendStatusView = z.object({
  id: z.number(),
  kind: z.enum(['survey', 'event']),
  target_id: z.number(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  total: z.number(),
  sent: z.number(),
  /** ISO instants. */
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SendStatusView = z.infer<typeof sendStatusView>;
