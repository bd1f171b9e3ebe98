import { z } from 'zod';
import { decimal, integer } from '../schemas/fields.ts';
import { FIX_CLOCK_SKEW_MS, FIX_MAX_AGE_MS } from './rules.ts';
import { positionTexts as t } from './texts.ts';

const fixedAt = z
  .string({ error: t.fixedAtInvalid })
  .pipe(z.iso.datetime({ offset: true, error: t.fixedAtInvalid }))
  .refine((at) => Date.parse(at) <= Date.now() + FIX_CLOCK_SKEW_MS, t.fixedAtFuture)
  .refine((at) => Date.parse(at) >= Date.now() - FIX_MAX_AGE_MS, t.fixedAtTooOld);

/** POST /api/app/position and the socket's `position`: one GPS fix of the authority's app. */
export const positionFixBody = z
  .object({
    lat: decimal(t.latInvalid, -90, 90),
    lon: decimal(t.lonInvalid, -180, 180),
    /** Metres, as the device reports it (the radius of 68 % confidence). */
    accuracy: decimal(t.accuracyInvalid, 0, 100_000),
    /** When the device took the fix (not when it was sent). */
    fixed_at: fixedAt,
  })
  .meta({ examples: [{ lat: 19.4206, lon: -99.1815, accuracy: 12, fixed_at: '2026-11-27T15:04:05.000Z' }] });
export type PositionFixBody = z.infer<typeof positionFixBody>;

export const positionFixReply = z.object({ fixed_at: z.string(), received_at: z.string() });

/** An active authority on the board's map: its latest fix and whether an alert is assigned to it. */
export const responderView = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  accuracy: z.number(),
  /** ISO instant of the fix. */
  fixed_at: z.string(),
  /** An ASIGNADA alert is theirs. */
  busy: z.boolean(),
});
export type ResponderView = z.infer<typeof responderView>;

/** The answer to the socket's `position`: `retryAfter` (seconds) when refused for coming too soon. */
export type PositionAck =
  | { ok: true; fixed_at: string; received_at: string }
  | {
      ok: false;
      error: 'ValidationError' | 'TooManyRequests' | 'Forbidden' | 'InternalError';
      message: string;
      field?: string;
      retryAfter?: number;
    };

/** Configuración: how long the position history is kept. */
export const positionRetention = z
  .object({ days: integer(t.retentionInvalid, 1, 3650) })
  .meta({ examples: [{ days: 30 }] });
export type PositionRetention = z.infer<typeof positionRetention>;

/** GET /authorities/active/list/: near an alert (by its id) or a point, the list is ordered by distance. */
export const activeAuthoritiesQuery = z
  .object({
    alert_id: integer(undefined, 1).optional(),
    lat: decimal(t.latInvalid, -90, 90).optional(),
    lon: decimal(t.lonInvalid, -180, 180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: t.lonInvalid, path: ['lon'] });
export type ActiveAuthoritiesQuery = z.infer<typeof activeAuthoritiesQuery>;
