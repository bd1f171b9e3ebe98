export { ALERT_MIN_ZOOM, ALERT_ZOOM } from './AlertMap.tsx';
export { alertQueries } from './alertsApi.ts';
export { ChatModal } from './ChatModal.tsx';
export { StatusBadge } from './StatusBadge.tsx';
export { useOpenAlertCount } from './useOpenAlertCount.ts';
