import type { ClockState, ResponsePhase } from './rules.ts';
import { clockTime } from './rules.ts';
import type { PhaseStat } from './schemas.ts';

/** The phases as the screens, the inbox and the e-mails name them. */
export const PHASE_NAMES: Record<ResponsePhase, string> = {
  assignment: 'asignación',
  attended: 'atención',
  first_answer: 'primera respuesta',
  closing: 'cierre',
};

const STATE_WORDS: Record<ClockState, string> = { normal: 'en tiempo', amber: 'por vencer', red: 'vencida' };

/** "2:15 de 2:00 — vencida": the clock, its target and its state in words (not only in colour). */
export const clockLabel = (elapsedS: number, targetS: number, state: ClockState) =>
  `${clockTime(elapsedS)} de ${clockTime(targetS)} — ${STATE_WORDS[state]}`;

/** "4 de 3 días hábiles — vencida". */
export const daysLabel = (days: number, target: number, state: ClockState) =>
  `${days} de ${target} ${target === 1 ? 'día hábil' : 'días hábiles'} — ${STATE_WORDS[state]}`;

export const clockTexts = {
  phasesTitle: 'Tiempos de respuesta',
  phasesEmpty: 'Ninguna alerta del periodo llegó a asignarse.',
  groups: { day: 'Día', type: 'Tipo de alerta', authority: 'Autoridad' },
  phaseColumns: {
    group: 'Agrupación',
    key: 'Valor',
    phase: 'Fase',
    n: 'Alertas',
    p50: 'Mediana (p50)',
    p90: 'p90',
    target: 'Meta',
    onTime: 'A tiempo',
  },
  targetInvalid: 'Escriba un número entero mayor que cero.',
  targetsTitle: 'Tiempos de respuesta',
  targetsSaved: 'Tiempos de respuesta guardados',
  alertTypesTable: 'Alertas',
  complaintCategoriesTable: 'Denuncias',
  nameColumn: 'Nombre',
  actionsColumn: 'Acciones',
  alertTypeNotFound: 'No se encontró el tipo de alerta',
  categoryNotFound: 'No se encontró la categoría de denuncia',
  assignTarget: 'Asignación (segundos)',
  attendTarget: 'Atención (segundos)',
  firstAnswerTarget: 'Primera respuesta (días hábiles)',
  closingTarget: 'Cierre (días hábiles)',
  levelName: (level: 1 | 2) => (level === 1 ? 'meta vencida' : 'el doble de la meta vencido'),
} as const;

/** A response-time row as /reportes and the Tiempos de respuesta sheet write it: times as m:ss, the share in %. */
export const phaseCells = (r: PhaseStat) => ({
  group: clockTexts.groups[r.group],
  key: r.key,
  phase: PHASE_NAMES[r.phase],
  n: r.n,
  p50: clockTime(r.p50_s),
  p90: clockTime(r.p90_s),
  target: r.target_s === null ? '' : clockTime(r.target_s),
  onTime: `${Math.round(r.on_time * 100)} %`,
});
