import type { ClockState } from '../clocks/rules.ts';
import type { ArcoRight } from './schemas.ts';

const STATE_WORDS: Record<ClockState, string> = { normal: 'en plazo', amber: 'por vencer', red: 'vencida' };
const days = (n: number) => `${n} ${n === 1 ? 'día hábil' : 'días hábiles'}`;

/** Spanish texts of Solicitudes de datos: ARCO requests received by e-mail and answered from the panel. */
export const dataRequestTexts = {
  title: 'Solicitudes de datos',
  intro:
    'Solicitudes de acceso, rectificación, cancelación u oposición (ARCO) recibidas por correo. El plazo para ' +
    'responder es de 20 días hábiles a partir del día siguiente a su recepción.',
  rights: {
    access: 'Acceso',
    rectification: 'Rectificación',
    cancellation: 'Cancelación',
    opposition: 'Oposición',
  } satisfies Record<ArcoRight, string>,
  /** The buttons of a request's detail: the operation that answers each right. */
  operations: {
    access: 'Exportar sus datos (ZIP)',
    rectification: 'Rectificar sus datos',
    cancellation: 'Cancelar su cuenta',
    opposition: 'Registrar su oposición a envíos',
  } satisfies Record<ArcoRight, string>,
  /** "Vence el 28/12/2026 (20 días hábiles) — en plazo": the due day, what is left and the state, in words. */
  due: (day: string, daysLeft: number, state: ClockState) => {
    if (daysLeft === 0) return `Vence hoy, ${day} — ${STATE_WORDS[state]}`;
    const left = daysLeft < 0 ? `Venció el ${day} (hace ${days(-daysLeft)})` : `Vence el ${day} (${days(daysLeft)})`;
    return `${left} — ${STATE_WORDS[state]}`;
  },
  answered: (day: string) => `Respondida el ${day}`,
  term: 'Plazo de respuesta (20 días hábiles)',
  register: 'Registrar solicitud',
  registered: 'Solicitud registrada',
  personSearch: 'Buscar a la persona (nombre, correo o teléfono)',
  personSearchHelp: 'Escriba al menos 3 caracteres.',
  noPeople: 'Ninguna persona de la app coincide.',
  personLabel: 'Persona',
  rightLabel: 'Derecho que ejerce',
  receivedLabel: 'Fecha de recepción del correo',
  notesLabel: 'Notas',
  empty: 'Aún no hay solicitudes registradas.',
  pick: 'Elija una solicitud para ver su detalle.',
  detailTitle: (id: number) => `Solicitud #${id}`,
  operationsLabel: 'Responder la solicitud',
  answerHelp:
    'La operación que corresponde al derecho ejercido responde la solicitud y la cierra; las demás quedan registradas en la bitácora.',
  rectified: 'Datos rectificados',
  opposed: 'Oposición registrada',
  cancelled: 'Cuenta cancelada: sus reportes quedan anónimos',
  confirmCancel:
    '¿Cancelar la cuenta de esta persona? Se borran su nombre, correo, teléfono, ubicaciones y archivos; sus alertas, denuncias y respuestas quedan anónimas. No se puede deshacer.',
  rectifyTitle: 'Rectificar datos',
  opposeTitle: 'Oposición a envíos',
  opposeSurveys: 'Recibir encuestas',
  opposeActivities: 'Recibir eventos',
  // Refusals
  personRequired: 'Elija a la persona que hace la solicitud.',
  rightInvalid: 'Elija el derecho que ejerce: acceso, rectificación, cancelación u oposición.',
  receivedInvalid: 'Escriba la fecha de recepción (dd/mm/aaaa).',
  receivedInFuture: 'La fecha de recepción no puede ser posterior a hoy.',
  searchTooShort: 'Escriba al menos 3 caracteres para buscar.',
  searchTooLong: 'Escriba a lo más 200 caracteres para buscar.',
  notFound: 'No se encontró la solicitud.',
  personNotFound: 'La persona elegida no es un visitante de la app.',
  alreadyAnswered: 'La solicitud ya fue respondida.',
} as const;
