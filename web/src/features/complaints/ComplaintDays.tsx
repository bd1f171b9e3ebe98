import {
  businessDaysBetween,
  type ComplaintListRow,
  clockState,
  complaintPhaseOf,
  daysLabel,
  PHASE_NAMES,
} from '@ppd/domain';
import { ClockBadge } from '../../ui/index.ts';

/**
 * A complaint's business days since it was filed against its category's target for the phase it is in (first
 * answer while no atendida, closing while en proceso): "4 de 3 días hábiles — vencida". Nothing once attended.
 */
export function ComplaintDays({ complaint }: { complaint: ComplaintListRow }) {
  const phase = complaintPhaseOf(complaint.status);
  if (phase === null) return null;
  const days = businessDaysBetween(new Date(complaint.date), new Date());
  const target = phase === 'first_answer' ? complaint.first_answer_days : complaint.closing_days;
  const state = clockState(days, target);
  return <ClockBadge state={state} label={daysLabel(days, target, state)} title={`Meta de ${PHASE_NAMES[phase]}`} />;
}
