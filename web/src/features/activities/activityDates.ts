import { formatDate, fromMexicoCityTime } from '@ppd/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * Spec §9: an activity's date ('YYYY-MM-DD') and time ('HH:mm', Mexico City wall clock) as the spec shows dates,
 * `DD/MM/YYYY hh:mm a` ('24/11/2026 07:00 pm'); what came, unchanged, when it is not a day and a time.
 */
export function showActivityTime(day: string, time: string): string {
  const at = DAY.test(day) && TIME.test(time) ? fromMexicoCityTime(`${day}T${time}`) : null;
  return at && !Number.isNaN(at.getTime()) ? formatDate(at) : `${day} ${time}`.trim();
}

/** An activity's start and end, 'start – end', each shown as showActivityTime does. */
export const showActivitySpan = (e: { fecha: string; hora: string; fecha_final: string; hora_final: string }) =>
  `${showActivityTime(e.fecha, e.hora)} – ${showActivityTime(e.fecha_final, e.hora_final)}`;
