import { type DataRequestView, dataRequestTexts as t } from '@ppd/domain';
import { showDay } from '../../ui/dayText.ts';
import { ClockBadge } from '../../ui/index.ts';

/** "Vence el 07/12/2026 (6 días hábiles) — en plazo", amber or red in words and colour; the answer day once closed. */
export function RequestClock({ request }: { request: DataRequestView }) {
  if (!request.clock)
    return <span className="data-request-answered">{t.answered(showDay(request.answered_on ?? ''))}</span>;
  const { days_left, state } = request.clock;
  return <ClockBadge state={state} label={t.due(showDay(request.due_on), days_left, state)} title={t.term} />;
}
