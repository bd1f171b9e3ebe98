import type { AuditModule } from '../constants.ts';
import type { SendFilter } from './payloads.ts';
import type { AuditEntry } from './spec.ts';

/**
 * A module's bitácora rows, for events whose action is fixed: `inModule('Privacidad')('Oposición a envíos',
 * ({ person }) => …)` audits the payload under that module and action, with the observation it writes.
 */
export const inModule =
  (module: AuditModule) =>
  <P>(action: string, observation: (payload: P) => string) =>
  (payload: P): AuditEntry => ({ module, action, observation: observation(payload) });

/** The filter as a person reads it in the bitácora: only what was set. */
export function describeFilter(f: SendFilter): string {
  const parts: string[] = [];
  if (f.sex) parts.push(`sexo ${f.sex === 'H' ? 'Masculino' : 'Femenino'}`);
  if (f.min_age !== null) parts.push(`edad mínima ${f.min_age}`);
  if (f.max_age !== null) parts.push(`edad máxima ${f.max_age}`);
  if (f.level_studies) parts.push(`estudios ${f.level_studies}`);
  if (f.wkt) parts.push('dentro del área dibujada');
  return parts.length ? parts.join(', ') : 'todos los visitantes';
}

/**
 * The events of one named thing (a survey, an activity, a record), audited under its module and naming the thing
 * the same way in every row; webhooks are offered the thing's field.
 */
export function thingEvents<F extends string, T>(module: AuditModule, field: F, name: (thing: T) => string) {
  const audit = inModule(module);
  return {
    /** Created, updated, deleted: audited only. */
    changed: (action: string) => ({
      queues: ['audit'] as const,
      webhook: { fields: [field] },
      audit: audit(action, (payload: Record<F, T>) => name(payload[field])),
    }),
    /** Sent to visitors (`sent` agrees with the thing: enviado, enviada); the fan-out is the `bulk-send` queue's. */
    sent: (action: string, sent: string) => ({
      queues: ['audit', 'bulk-send'] as const,
      webhook: { fields: [field, 'sendId' as const] },
      audit: audit(
        action,
        (p: Record<F, T> & { filter: SendFilter; sendId: number }) =>
          `${name(p[field])} ${sent} a ${describeFilter(p.filter)} (envío ${p.sendId})`,
      ),
    }),
  };
}
