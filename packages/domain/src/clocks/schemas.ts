import { z } from 'zod';
import { integer } from '../schemas/fields.ts';
import { ALERT_PHASES, COMPLAINT_PHASES } from './rules.ts';
import { clockTexts } from './texts.ts';

/** A target: a whole number above zero (seconds for alerts, business days for complaints), a year at most. */
const target = (max: number) => integer(clockTexts.targetInvalid, 1, max);
const YEAR_S = 366 * 24 * 3600;

export const alertTypeTargetsBody = z
  .object({ assign_target_s: target(YEAR_S), attend_target_s: target(YEAR_S) })
  .meta({ examples: [{ assign_target_s: 120, attend_target_s: 600 }] });
export const complaintCategoryTargetsBody = z
  .object({ first_answer_days: target(366), closing_days: target(366) })
  .meta({ examples: [{ first_answer_days: 3, closing_days: 20 }] });

export const alertTypeTargets = alertTypeTargetsBody.extend({ id: z.number(), name: z.string() });
export const complaintCategoryTargets = complaintCategoryTargetsBody.extend({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
});
export const responseTargetsReply = z.object({
  alertTypes: z.array(alertTypeTargets),
  complaintCategories: z.array(complaintCategoryTargets),
});
export type ResponseTargets = z.infer<typeof responseTargetsReply>;

/** An open alert's running clocks: when each phase's target falls (ISO), from its type's targets. */
export const alertDeadlines = z.object({ assignment: z.string(), attended: z.string() });
/** A complaint's deadlines (ISO) and its category's targets in business days. */
export const complaintDeadlines = z.object({
  first_answer: z.string(),
  closing: z.string(),
  first_answer_days: z.number(),
  closing_days: z.number(),
});

const breach = <P extends readonly [string, ...string[]]>(phases: P) =>
  z.object({
    /** The alert's or complaint's id. */
    id: z.number(),
    phase: z.enum(phases),
    level: z.union([z.literal(1), z.literal(2)]),
    /** ISO instant the level fell due. */
    deadline: z.string(),
  });
/** A breach as the boards receive it (`alert:overdue`, `complaint:overdue`). */
export const alertBreach = breach(ALERT_PHASES);
export const complaintBreach = breach(COMPLAINT_PHASES);
export type AlertBreach = z.infer<typeof alertBreach>;
export type ComplaintBreach = z.infer<typeof complaintBreach>;

export const PHASE_GROUPS = ['day', 'type', 'authority'] as const;
/** One group's response times in a phase (/reportes, and the Tiempos de respuesta sheet of Alertas.xlsx). */
export const phaseStat = z.object({
  /** By Mexico City day (YYYY-MM-DD), by alert type, or by the authority assigned. */
  group: z.enum(PHASE_GROUPS),
  key: z.string(),
  phase: z.enum(ALERT_PHASES),
  /** Alerts of the group that reached the phase. */
  n: z.number(),
  p50_s: z.number(),
  p90_s: z.number(),
  /** The type's target in seconds: for a type only (a day or an authority mixes types). */
  target_s: z.number().nullable(),
  /** The share (0–1) of those alerts that met their own type's target. */
  on_time: z.number(),
});
export type PhaseStat = z.infer<typeof phaseStat>;
export const phaseStatsReply = z.object({ rows: z.array(phaseStat) });
