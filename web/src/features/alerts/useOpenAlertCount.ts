import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtime, useRealtimeEvent, useRefetchOnReconnect } from '../../lib/realtime.ts';
import { alertKeys, alertsApi } from './alertsApi.ts';

/**
 * How many alerts wait for an authority (ABIERTA), on every screen of the panel: a gestor away from the board
 * sees a new alert arrive in the menu. Pushes (raised, assigned, reopened) count again; so does a reconnection.
 */
export function useOpenAlertCount(): number | null {
  useRealtime();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: alertKeys.openCount,
    queryFn: async () =>
      (await alertsApi.list({ status: 'ABIERTA', search: '', order: 'desc', page: 1, pageSize: 1 })).counts.ABIERTA,
  });
  const recount = () => void client.invalidateQueries({ queryKey: alertKeys.openCount });
  useRealtimeEvent('alert:raised', recount);
  useRealtimeEvent('alert:assigned', recount);
  useRealtimeEvent('alert:reopened', recount);
  useRefetchOnReconnect(recount);
  return query.data ?? null;
}
