import { type AlertView, folio, messages } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { writePush } from '../../lib/pushedData.ts';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { DateText, IconButton, ListStates, Select, type StackColumn, StackTable } from '../../ui/index.ts';
import { alertQueries, ChatModal, StatusBadge } from '../alerts/index.ts';

const t = messages.board;
const COLUMNS: StackColumn[] = [
  { label: t.alerts.folio, className: 'col-short' },
  { label: t.alerts.type },
  { label: t.alerts.date, className: 'col-date' },
  { label: t.people.filter, className: 'col-short' },
  { label: t.alerts.viewChat, className: 'col-icon', hidden: true },
];

/** The alerts of one monitor, ASIGNADA or ATENDIDA, each with its chat. */
export function AuthorityAlerts({ authorityId }: { authorityId: number }) {
  const client = useQueryClient();
  const query = alertQueries.ofAuthority(authorityId);
  const read = useQuery(query);
  const [status, setStatus] = useState<'ASIGNADA' | 'ATENDIDA'>('ASIGNADA');
  const [chat, setChat] = useState<AlertView | null>(null);
  useRealtime();
  // Pushes missed while the connection was down: read the list again once it is back.
  useRefetchOnConnect(() => void client.invalidateQueries({ queryKey: query.queryKey }));
  const upsert = ({ alert }: { alert: AlertView }) => {
    if (alert.autoridad_id !== authorityId) return;
    writePush<AlertView[]>(client, query.queryKey, (cur) => cur && [alert, ...cur.filter((a) => a.id !== alert.id)]);
  };
  useRealtimeEvent('alert:assigned', upsert);
  useRealtimeEvent('alert:attended', upsert);
  // Reopened (this authority was deactivated): no longer one of its alerts.
  useRealtimeEvent('alert:reopened', ({ alert }) =>
    writePush<AlertView[]>(client, query.queryKey, (cur) => cur?.filter((a) => a.id !== alert.id)),
  );
  const shown = read.data?.filter((a) => a.status === status || (status === 'ATENDIDA' && a.status === 'CERRADA'));

  return (
    <section aria-label={t.authorities.alerts}>
      <h3>{t.authorities.alerts}</h3>
      <Select
        label={t.authorities.alertsFilter}
        value={status}
        onChange={(e) => setStatus(e.target.value as 'ASIGNADA' | 'ATENDIDA')}
        options={[
          { value: 'ASIGNADA', label: t.alerts.tabs.ASIGNADA },
          { value: 'ATENDIDA', label: t.alerts.tabs.ATENDIDA },
        ]}
      />
      <ListStates rows={shown} query={read} empty={t.authorities.noAlerts}>
        {(rows) => (
          <StackTable columns={COLUMNS}>
            {rows.map((a) => (
              <tr key={a.id}>
                <td data-label={t.alerts.folio}>{folio(a.id)}</td>
                <td data-label={t.alerts.type}>{a.alerta_type}</td>
                <td className="col-date" data-label={t.alerts.date}>
                  <DateText value={a.fecha_alerta} />
                </td>
                <td data-label={t.people.filter}>
                  <StatusBadge status={a.status} />
                </td>
                <td>
                  <IconButton icon="eye" label={`${t.alerts.viewChat} ${folio(a.id)}`} onClick={() => setChat(a)} />
                </td>
              </tr>
            ))}
          </StackTable>
        )}
      </ListStates>
      {chat && <ChatModal alert={chat} onClose={() => setChat(null)} />}
    </section>
  );
}
