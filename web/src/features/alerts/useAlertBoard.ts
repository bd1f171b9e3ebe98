import type { AlertCounts, AlertTab, AlertView } from '@ppd/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent, useRefetchOnReconnect } from '../../lib/realtime.ts';
import { normalizeText } from '../../lib/text.ts';
import { applyListControls, type SortDirection } from '../../ui/index.ts';
import { alertsApi } from './alertsApi.ts';

const NO_COUNTS: AlertCounts = { Todos: 0, ABIERTA: 0, ASIGNADA: 0, ATENDIDA: 0 };

export const inTab = (alert: AlertView, tab: AlertTab) =>
  tab === 'Todos' || alert.status === tab || (tab === 'ATENDIDA' && alert.status === 'CERRADA');

const searchable = (a: AlertView) =>
  [`F-${a.id}`, a.alerta_type, a.user_info.name, a.user_info.last_name, a.authority_name, a.authority_lastname]
    .concat(a.comentario_visitante, a.comentario_autoridad ?? '')
    .join(' ');

/**
 * The board's state: the newest alerts matching the search (from the API), the tab and the order applied here,
 * the tab counts from the API. Pushes (raised, assigned, attended) update the list at once and the counts
 * shortly after; a reconnection fetches everything again.
 */
export function useAlertBoard() {
  // The board needs the live connection while it is shown (opened once per signed-in user, shared).
  useRealtime();
  const [tab, setTab] = useState<AlertTab>('Todos');
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortDirection>('desc');
  const [alerts, setAlerts] = useState<AlertView[]>([]);
  const [counts, setCounts] = useState<AlertCounts>(NO_COUNTS);
  const [loading, setLoading] = useState(true);
  const query = useRef(search);
  query.current = search;

  const load = useCallback(async (onlyCounts = false) => {
    const reply = await alertsApi.list({
      status: 'Todos',
      search: query.current,
      order: 'desc',
      pageSize: onlyCounts ? 1 : 500,
    });
    setCounts(reply.counts);
    if (!onlyCounts) setAlerts(reply.rows);
    setLoading(false);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load().catch(() => setLoading(false)), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [search, load]);
  useRefetchOnReconnect(() => void load().catch(() => {}));

  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const upsert = useCallback(
    ({ alert }: { alert: AlertView }) => {
      const wanted = !query.current || normalizeText(searchable(alert)).includes(normalizeText(query.current));
      if (!wanted) return;
      setAlerts((current) => {
        const rest = current.filter((a) => a.id !== alert.id);
        return [alert, ...rest];
      });
      if (countsTimer.current) clearTimeout(countsTimer.current);
      countsTimer.current = setTimeout(() => void load(true).catch(() => {}), 200);
    },
    [load],
  );
  useRealtimeEvent('alert:raised', upsert);
  useRealtimeEvent('alert:assigned', upsert);
  useRealtimeEvent('alert:attended', upsert);

  const shown = useMemo(
    () =>
      applyListControls(alerts, {
        filter: (a) => inTab(a, tab),
        sortKey: (a) => Date.parse(a.fecha_alerta) * 1e3 + (a.id % 1e3),
        direction: order,
      }),
    [alerts, tab, order],
  );

  return {
    tab,
    setTab,
    search,
    setSearch,
    order,
    toggleOrder: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
    alerts: shown,
    counts,
    loading,
    /** The latest version of an alert (after pushes) by id. */
    byId: (id: number | null) => (id === null ? null : (alerts.find((a) => a.id === id) ?? null)),
  };
}
