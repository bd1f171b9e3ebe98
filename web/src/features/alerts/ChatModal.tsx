import { type AlertView, folio, messages } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { writePush } from '../../lib/pushedData.ts';
import { useAlertRoom, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { DateText, ListStates, LongText, Modal } from '../../ui/index.ts';
import { alertQueries } from './alertsApi.ts';
import { StatusBadge } from './StatusBadge.tsx';

const t = messages.board.alerts;

/** An alert's chat: status, date and messages, live while open (the modal follows the alert's room). */
export function ChatModal({ alert, onClose }: { alert: AlertView; onClose: () => void }) {
  const client = useQueryClient();
  const query = alertQueries.messages(alert.id);
  const read = useQuery(query);
  useRefetchOnConnect(() => void client.invalidateQueries({ queryKey: query.queryKey }));
  useAlertRoom(alert.id);
  useRealtimeEvent('chat:message', ({ message }) => {
    if (message.alert_id !== alert.id) return;
    writePush<typeof read.data>(client, query.queryKey, (current) =>
      current?.some((m) => m.id === message.id) ? current : [...(current ?? []), message],
    );
  });

  return (
    <Modal open title={`${t.chatTitle} ${folio(alert.id)}`} onClose={onClose} size="md">
      <div className="chat-head">
        <StatusBadge status={alert.status} />
        <DateText value={alert.fecha_alerta} />
      </div>
      <ListStates rows={read.data} query={read} empty={messages.alerts.emptyChat} emptyClassName="chat-empty">
        {(rows) => (
          <ol className="chat-messages" aria-label={t.chatTitle}>
            {rows.map((m) => (
              <li key={m.id} className={`chat-message chat-from-${m.user_type}`}>
                <span className="chat-sender">{t.senders[m.user_type]}</span>
                <LongText as="p" className="chat-text" text={m.message} lines={6} />
                <DateText className="chat-date" value={m.date} />
              </li>
            ))}
          </ol>
        )}
      </ListStates>
    </Modal>
  );
}
