import type { ClockState } from '@ppd/domain';
import './clock-badge.css';

/**
 * A response clock as text and colour: normal, amber (75 % of its target) or red (past it). The words say the state
 * too, so it reads without the colour.
 */
export function ClockBadge({ state, label, title }: { state: ClockState; label: string; title: string }) {
  return (
    <span className={`clock-badge clock-${state}`} data-clock-state={state} title={title} role="timer">
      {label}
    </span>
  );
}
