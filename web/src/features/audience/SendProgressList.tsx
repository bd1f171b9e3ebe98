import type { SendProgressView } from '@ppd/domain';
import { useState } from 'react';
import { useRealtime, useRealtimeEvent } from '../../lib/realtime.ts';
import { fill } from '../../lib/text.ts';
import { audienceTexts as t } from './texts.ts';
import './audience.css';

/** The sender's bulk sends of one kind, by send id, as `send:progress` reports them. */
function useSendProgress(kind: SendProgressView['kind']): SendProgressView[] {
  const [sends, setSends] = useState<Record<number, SendProgressView>>({});
  useRealtime();
  useRealtimeEvent('send:progress', ({ progress }) => {
    if (progress.kind !== kind) return;
    setSends((current) => {
      const known = current[progress.sendId];
      // Chunks may report out of order: never step back.
      if (known && (known.done || known.sent > progress.sent)) return current;
      return { ...current, [progress.sendId]: progress };
    });
  });
  return Object.values(sends);
}

/**
 * The sends started from this page (`names`: send id → what was sent), live from `send:progress`.
 * Mount it before the send starts: the first chunk may report before the send's answer arrives.
 */
export function SendProgressList({ kind, names }: { kind: SendProgressView['kind']; names: Map<number, string> }) {
  const sends = useSendProgress(kind).filter((p) => names.has(p.sendId));
  if (sends.length === 0) return null;
  return (
    <ul className="send-progress" aria-live="polite">
      {sends.map((p) => {
        const values = { name: names.get(p.sendId) ?? '', sent: p.sent, total: p.total };
        return (
          <li key={p.sendId} data-done={p.done}>
            <progress max={Math.max(p.total, 1)} value={p.done ? Math.max(p.total, 1) : p.sent} />
            {fill(p.done ? t.sendDone : t.sending, values)}
          </li>
        );
      })}
    </ul>
  );
}
