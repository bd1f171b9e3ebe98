import { type AlertView, folio, hasLocation, messages } from '@ppd/domain';
import { Button, DateText, IconButton } from '../../ui/index.ts';
import { StatusBadge } from './StatusBadge.tsx';

const t = messages.board.alerts;

/** The selected alert: status, who, where, what was said; Asignar only while it is open, and not another's claim. */
export function AlertCard({
  alert,
  onAssign,
  onChat,
  heldByOther = false,
}: {
  alert: AlertView;
  onAssign: () => void;
  onChat: () => void;
  heldByOther?: boolean;
}) {
  const facts: [string, React.ReactNode][] = [
    [t.type, alert.alerta_type],
    [t.date, <DateText key="d" value={alert.fecha_alerta} />],
    [t.visitor, `${alert.user_info.name} ${alert.user_info.last_name}`],
    [t.position, hasLocation(alert) ? `${alert.lat.toFixed(5)}, ${alert.lon.toFixed(5)}` : t.noLocation],
    [t.visitorComment, alert.comentario_visitante || '—'],
  ];
  if (alert.authority_name !== null)
    facts.push([t.authority, `${alert.authority_name ?? ''} ${alert.authority_lastname ?? ''}`]);
  if (alert.comentario_autoridad) facts.push([t.authorityComment, alert.comentario_autoridad]);
  return (
    <article className="card alert-card" aria-label={`${t.folio} ${folio(alert.id)}`}>
      <header className="alert-card-head">
        <h2 className="alert-card-title">{folio(alert.id)}</h2>
        <StatusBadge status={alert.status} />
        <IconButton icon="eye" label={t.viewChat} onClick={onChat} />
        {alert.status === 'ABIERTA' && (
          <Button icon="user" onClick={onAssign} disabled={heldByOther}>
            {t.assign}
          </Button>
        )}
      </header>
      <dl className="details">
        {facts.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
