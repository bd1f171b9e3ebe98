import type { ResponderView } from '@ppd/domain';
import { useCallback, useEffect, useState } from 'react';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { applyMoved, type ResponderMap, readResponders, withState } from './responderState.ts';

/** How often the ages of the fixes ("hace 42 min") and their greying are worked out again. */
const AGE_TICK_MS = 30_000;

/**
 * The authorities on the board's map: from the board's read (`track`, whose reply carries every latest fix) and the
 * `responders:moved` pushes, the later fix winning; assignments and attentions turn them busy or free at once.
 */
export function useResponders() {
  const [responders, setResponders] = useState<ResponderMap>(() => new Map());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useRealtimeEvent('responders:moved', ({ responders: moved }) => setResponders((held) => applyMoved(held, moved)));
  useRealtimeEvent('alert:assigned', ({ alert }) => setResponders((held) => withState(held, alert.autoridad_id, true)));
  useRealtimeEvent('alert:attended', ({ alert }) =>
    setResponders((held) => withState(held, alert.autoridad_id, false)),
  );

  const track = useCallback(async <T extends { responders?: ResponderView[] }>(read: () => Promise<T>) => {
    const reply = await read();
    if (reply.responders) setResponders((held) => readResponders(reply.responders!, held));
    return reply;
  }, []);
  return { list: [...responders.values()], now, track };
}
