import { ALERT_COLORS, type AlertStatus, messages } from '@ppd/domain';

/** The alert's status in its colour: red ABIERTA, orange ASIGNADA, green ATENDIDA. */
export function StatusBadge({ status }: { status: AlertStatus }) {
  return (
    <span className="alert-status" style={{ backgroundColor: ALERT_COLORS[status] }} data-status={status}>
      {messages.board.alerts.status[status]}
    </span>
  );
}
