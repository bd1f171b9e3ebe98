import { type AlertCounts, type AlertTab, type AlertView, folio } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import type { SortDirection } from '../../ui/index.ts';
import { useClaims } from '../claims/index.ts';
import { useResponders } from '../positions/index.ts';
import { alertKeys, alertsApi } from './alertsApi.ts';
import {
  ALERT_PAGE_SIZE,
  applyPush,
  inTab,
  mergePage,
  nextPage,
  refreshedAlert,
  reloadedBoard,
  underSearch,
} from './board.ts';

const NO_COUNTS: AlertCounts = { Todos: 0, ABIERTA: 0, ASIGNADA: 0, ATENDIDA: 0 };

/**
 * The board's state: the alerts matching the search, page by page from the API in the chosen order (every
 * status; the tab is applied here), and the tab counts from the API. Pushes (raised, assigned, attended) update
 * the list at once and the counts shortly after; a reconnection fetches the first page again.
 */
export function useAlertBoard() {
  // The board needs the live connection while it is shown (opened once per signed-in user, shared).
  useRealtime();
  const [tab, setTab] = useState<AlertTab>('Todos');
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortDirection>('desc');
  const [alerts, setAlerts] = useState<AlertView[]>([]);
  const [counts, setShownCounts] = useState<AlertCounts>(NO_COUNTS);
  const [loading, setLoading] = useState(true);
  // Why the last read of the board failed (it then keeps what it showed, and says so).
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  // Who handles which alert: every read of the list carries the current claims, so a reconnection's reload shows them.
  const claims = useClaims('alert');
  const { track } = claims;
  // Where the authorities are: a reload's read carries every latest fix (also after a reconnection).
  const responders = useResponders();
  const trackResponders = responders.track;
  // `held`: the search and order of the alerts held, which pages and pushes must follow until the next reload.
  // `overtaking`: while a reload reads the first page, the pushes received meanwhile, applied again on its answer.
  const live = useRef({
    search,
    order,
    alerts,
    total: counts.Todos,
    ticket: 0,
    held: { search, order },
    overtaking: null as AlertView[] | null,
  });
  Object.assign(live.current, { search, order, alerts, total: counts.Todos });

  // Without a search the board's counts are everyone's: the menu's count of open alerts follows them.
  const setCounts = useCallback(
    (next: AlertCounts) => {
      setShownCounts(next);
      if (!live.current.held.search) client.setQueryData(alertKeys.openCount, next.ABIERTA);
    },
    [client],
  );

  const fetchPage = useCallback(
    (page: number, pageSize = ALERT_PAGE_SIZE, withResponders = false) => {
      const { search: text, order: direction } = live.current.held;
      const query = { status: 'Todos' as const, search: text, order: direction, page, pageSize };
      const read = () => alertsApi.list(withResponders ? { ...query, responders: '1' } : query);
      return track(() => trackResponders(read));
    },
    [track, trackResponders],
  );

  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshCounts = useCallback(() => {
    if (countsTimer.current) clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => {
      fetchPage(1, 1)
        .then((reply) => setCounts(reply.counts))
        .catch(() => {});
    }, 200);
  }, [fetchPage, setCounts]);

  const reload = useCallback(async () => {
    const ticket = ++live.current.ticket;
    live.current.held = { search: live.current.search, order: live.current.order };
    live.current.overtaking = [];
    const reply = await fetchPage(1, ALERT_PAGE_SIZE, true).catch((error: Error) => {
      if (ticket === live.current.ticket) {
        live.current.overtaking = null;
        setFailure(error.message);
      }
      throw error;
    });
    if (ticket !== live.current.ticket) return;
    const overtaking = live.current.overtaking ?? [];
    live.current.overtaking = null;
    setFailure(null);
    setCounts(reply.counts);
    setAlerts(reloadedBoard(reply.rows, overtaking, live.current.held, reply.counts.Todos));
    if (overtaking.length > 0) refreshCounts();
    setLoading(false);
  }, [fetchPage, setCounts, refreshCounts]);

  const loadMore = useCallback(async () => {
    const ticket = live.current.ticket;
    const reply = await fetchPage(nextPage(live.current.alerts.length));
    if (ticket !== live.current.ticket) return;
    setCounts(reply.counts);
    setAlerts((current) => mergePage(current, reply.rows, live.current.held));
  }, [fetchPage, setCounts]);

  useEffect(() => {
    const timer = setTimeout(() => void reload().catch(() => setLoading(false)), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [search, order, reload]);
  useRefetchOnConnect(() => void reload().catch(() => {}));

  const upsert = useCallback(
    ({ alert }: { alert: AlertView }) => {
      const { held, alerts: holding } = live.current;
      live.current.overtaking?.push(alert);
      if (!underSearch(alert, held.search) && !holding.some((a) => a.id === alert.id)) return;
      setAlerts((current) => applyPush(current, alert, held, current.length >= live.current.total));
      refreshCounts();
    },
    [refreshCounts],
  );
  // One alert read afresh: its folio searched comes first (the list API has no single-alert read).
  const refreshAlert = useCallback(
    async (id: number) => {
      const reply = await alertsApi.list({ status: 'Todos', search: folio(id), order: 'desc', page: 1, pageSize: 1 });
      const fresh = reply.rows[0]?.id === id ? reply.rows[0] : null;
      setAlerts((current) => refreshedAlert(current, id, fresh));
      refreshCounts();
    },
    [refreshCounts],
  );

  useRealtimeEvent('alert:raised', upsert);
  useRealtimeEvent('alert:assigned', upsert);
  useRealtimeEvent('alert:attended', upsert);
  // Back to ABIERTA when its authority was deleted or deactivated: the Asignar button shows again.
  useRealtimeEvent('alert:reopened', upsert);

  const shown = useMemo(() => alerts.filter((a) => inTab(a, tab)), [alerts, tab]);

  return {
    tab,
    setTab,
    search,
    setSearch,
    order,
    toggleOrder: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
    alerts: shown,
    claims,
    responders,
    counts,
    loading,
    failed: failure === null ? null : { message: failure, onRetry: () => void reload().catch(() => {}) },
    /** More alerts of the tab wait on the server (under the search): none when the tab shows all of its own. */
    hasMore: shown.length < counts[tab] && alerts.length < counts.Todos,
    loadMore,
    /** An alert as an answer of the API has it (the assignment's): shown at once, as its push would. */
    show: (alert: AlertView) => upsert({ alert }),
    /** Reads one alert and the counts again: a refusal showed the board was behind on it. */
    refreshAlert: (id: number) => void refreshAlert(id).catch(() => {}),
    /** The latest version of an alert (after pushes) by id. */
    byId: (id: number | null) => (id === null ? null : (alerts.find((a) => a.id === id) ?? null)),
  };
}
