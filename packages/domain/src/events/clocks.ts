import type { AlertBreach, ComplaintBreach } from '../clocks/schemas.ts';
import { clockTexts, PHASE_NAMES } from '../clocks/texts.ts';
import type { AuditModule } from '../constants.ts';
import { formatDate } from '../dates.ts';
import { folio } from '../folio.ts';
import { ROOMS } from '../realtime.ts';
import type { CatalogueSection, NotificationSpec } from './spec.ts';

type ClockEvent = 'alert.response_overdue' | 'complaint.response_overdue';

/** What a breach's processors need besides the breach: the item's type or category, and who is told. */
export interface BreachContext {
  /** The alert's type, or the complaint's category. */
  label: string;
  /** The active administrators when it fired: their inbox, and at level 2 their e-mail. */
  admins: { id: number; email: string }[];
}

type Breach = (AlertBreach | ComplaintBreach) & BreachContext;

const NOUN: Record<AuditModule & ('Alertas' | 'Denuncias'), string> = { Alertas: 'Alerta', Denuncias: 'Denuncia' };

/** "Alerta F-12 (Robo): asignación, meta vencida (vencía 27/11/2026 01:50 pm)". */
export function breachText(module: 'Alertas' | 'Denuncias', b: Breach): string {
  return `${NOUN[module]} ${folio(b.id)} (${b.label}): ${PHASE_NAMES[b.phase]}, ${clockTexts.levelName(b.level)} (vencía ${formatDate(b.deadline)})`;
}

export const breachTitle = (module: 'Alertas' | 'Denuncias', b: Breach) =>
  `${NOUN[module]} ${folio(b.id)}: ${PHASE_NAMES[b.phase]} ${b.level === 1 ? 'vencida' : 'vencida al doble'}`;

/** The breach alone, as the boards get it (no addresses). */
const bare = <B extends Breach>({ id, phase, level, deadline }: B) =>
  ({ id, phase, level, deadline }) as Omit<B, keyof BreachContext>;

function breachSpec(module: 'Alertas' | 'Denuncias', kind: ClockEvent, key: 'alertId' | 'complaintId') {
  return {
    queues: ['audit', 'notify', 'email'] as const,
    audit: (b: Breach) => ({ module, action: 'Tiempo de respuesta vencido', observation: breachText(module, b) }),
    notify: (b: Breach): NotificationSpec[] =>
      b.admins.map((admin) => ({
        userId: admin.id,
        kind,
        title: breachTitle(module, b),
        body: breachText(module, b),
        data: { [key]: b.id, phase: b.phase, level: b.level },
      })),
  };
}

/**
 * A response clock's breach (issue 35 §2): written by the worker's sweeper once per item, phase and level. Every
 * board is told, every administrator's inbox gets it, and at level 2 (twice the target) their e-mail too.
 */
export const clockEvents: CatalogueSection<ClockEvent> = {
  'alert.response_overdue': {
    ...breachSpec('Alertas', 'alert.response_overdue', 'alertId'),
    push: (b) => [{ event: 'alert:overdue', rooms: [ROOMS.gestores], data: { breach: bare(b) } }],
  },
  'complaint.response_overdue': {
    ...breachSpec('Denuncias', 'complaint.response_overdue', 'complaintId'),
    push: (b) => [{ event: 'complaint:overdue', rooms: [ROOMS.gestores], data: { breach: bare(b) } }],
  },
};
