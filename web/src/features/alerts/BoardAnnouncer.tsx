import { folio, messages, PHASE_NAMES } from '@ppd/domain';
import { useState } from 'react';
import { useRealtimeEvent } from '../../lib/realtime.ts';

const t = messages.board.alerts.announce;

const secondsSince = (instant: string) => Math.max(0, Math.round((Date.now() - Date.parse(instant)) / 1000));

/**
 * The board's news for screen readers: a new SOS, an assignment and an overdue clock, in a polite live region that
 * stays in the page (a region added with its text is not read) and never takes the focus from what the gestor does.
 */
export function BoardAnnouncer() {
  const [news, setNews] = useState('');
  useRealtimeEvent('alert:raised', ({ alert }) =>
    setNews(t.raised(folio(alert.id), alert.alerta_type, secondsSince(alert.fecha_alerta))),
  );
  useRealtimeEvent('alert:assigned', ({ alert }) =>
    setNews(t.assigned(folio(alert.id), `${alert.authority_name ?? ''} ${alert.authority_lastname ?? ''}`.trim())),
  );
  useRealtimeEvent('alert:overdue', ({ breach }) => setNews(t.overdue(folio(breach.id), PHASE_NAMES[breach.phase])));
  return (
    <p className="visually-hidden" role="status">
      {news}
    </p>
  );
}
