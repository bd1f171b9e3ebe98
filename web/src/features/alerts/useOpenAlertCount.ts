import { useQuery, useQueryClient } from '@tanstack/react-query';
import { writePush } from '../../lib/pushedData.ts';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { alertKeys, alertsApi } from './alertsApi.ts';

/**
 * How many alerts wait for an authority (ABIERTA), on every screen of the panel: a gestor away from the board
 * sees a new alert arrive in the menu. Pushes (once per event) move the count without a request, so a surge costs
 * the API nothing per gestor; it is read again after a reconnection and each minute, and the board writes its own
 * counts through while shown.
 */
export function useOpenAlertCount(): number | null {
  useRealtime();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: alertKeys.openCount,
    queryFn: async () =>
      (await alertsApi.list({ status: 'ABIERTA', search: '', order: 'desc', page: 1, pageSize: 1 })).counts.ABIERTA,
    refetchInterval: 60_000,
  });
  const shift = (by: number) =>
    writePush<number>(client, alertKeys.openCount, (n) => (n === undefined ? n : Math.max(0, n + by)));
  useRealtimeEvent('alert:raised', () => shift(1));
  useRealtimeEvent('alert:assigned', () => shift(-1));
  useRealtimeEvent('alert:reopened', () => shift(1));
  useRefetchOnConnect(() => void query.refetch());
  return query.data ?? null;
}
