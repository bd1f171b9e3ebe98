import { bulkSendRoutes, type SendProgressView, type SendStatusView } from '@ppd/domain';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useRealtime, useRealtimeEvent } from '../../lib/realtime.ts';
import { fill } from '../../lib/text.ts';
import { audienceTexts as t } from './texts.ts';
import './bulk-send.css';

/** The further along of two reports of one send (chunks may report out of order; a poll may lag a push). */
const furthest = (a: SendProgressView | undefined, b: SendProgressView | undefined) =>
  !a ? b : !b ? a : a.done || (!b.done && a.sent >= b.sent) ? a : b;

const progressOf = (s: SendStatusView): SendProgressView => ({
  kind: s.kind,
  id: s.target_id,
  sendId: s.id,
  sent: s.sent,
  total: s.total,
  done: s.status === 'done',
});

/** While a send is not done, it is also read every few seconds: a push lost while offline must not freeze it. */
const POLL_MS = 5_000;

/** The sends of one kind started here (`ids`), as `send:progress` pushes and GET /api/sends/{id} report them. */
function useSendProgress(kind: SendProgressView['kind'], ids: number[]): SendProgressView[] {
  const [pushed, setPushed] = useState<Record<number, SendProgressView>>({});
  useRealtime();
  useRealtimeEvent('send:progress', ({ progress }) => {
    if (progress.kind !== kind) return;
    setPushed((current) => ({ ...current, [progress.sendId]: furthest(current[progress.sendId], progress)! }));
  });
  const polled = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['sends', id],
      queryFn: () => api.call(bulkSendRoutes.status, { params: { id } }),
      refetchInterval: (query: { state: { data?: SendStatusView | undefined } }) =>
        query.state.data?.status === 'done' || pushed[id]?.done ? false : POLL_MS,
    })),
  });
  return ids.flatMap((id, i) => {
    const read = polled[i]?.data;
    const shown = furthest(pushed[id], read && progressOf(read));
    return shown ? [shown] : [];
  });
}

/**
 * The sends started from this page (`names`: send id → what was sent), live from `send:progress`.
 * Mount it before the send starts: the first chunk may report before the send's answer arrives.
 */
export function SendProgressList({ kind, names }: { kind: SendProgressView['kind']; names: Map<number, string> }) {
  const sends = useSendProgress(kind, [...names.keys()]);
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
