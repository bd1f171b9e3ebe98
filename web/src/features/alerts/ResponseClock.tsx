import { type AlertView, alertPhaseOf, clockLabel, clockState, PHASE_NAMES } from '@ppd/domain';
import { useSyncExternalStore } from 'react';
import { ClockBadge } from '../../ui/index.ts';

/** One shared second tick for every clock on the board (not one timer per row). */
const ticker = {
  listeners: new Set<() => void>(),
  now: Date.now(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
  subscribe(listener: () => void) {
    ticker.listeners.add(listener);
    if (ticker.timer === undefined) {
      ticker.now = Date.now();
      ticker.timer = setInterval(() => {
        ticker.now = Date.now();
        for (const l of ticker.listeners) l();
      }, 1_000);
    }
    return () => {
      ticker.listeners.delete(listener);
      if (ticker.listeners.size > 0) return;
      clearInterval(ticker.timer);
      ticker.timer = undefined;
    };
  },
};
const useSecond = () => useSyncExternalStore(ticker.subscribe, () => ticker.now);

/**
 * An open alert's running clock toward its current phase's target (assignment while ABIERTA, attention while
 * ASIGNADA), from the alert's time: "2:15 de 2:00 — vencida". Nothing once attended.
 */
export function ResponseClock({ alert }: { alert: AlertView }) {
  const now = useSecond();
  const phase = alertPhaseOf(alert.status);
  if (phase === null) return null;
  const start = Date.parse(alert.fecha_alerta);
  // Whole seconds, as written: the colour changes when the text passes the target.
  const elapsed = Math.max(0, Math.floor((now - start) / 1000));
  const target = (Date.parse(alert.deadlines[phase]) - start) / 1000;
  const state = clockState(elapsed, target);
  return (
    <ClockBadge state={state} label={clockLabel(elapsed, target, state)} title={`Meta de ${PHASE_NAMES[phase]}`} />
  );
}
