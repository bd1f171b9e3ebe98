import { folio } from '../folio.ts';
import { ROOMS } from '../realtime.ts';
import type { AlertView } from '../schemas/alerts.ts';
import { inModule } from './entries.ts';
import type { CatalogueSection, PushSpec } from './spec.ts';

type AlertEvent = 'alert.raised' | 'alert.assigned' | 'alert.attended' | 'alert.reopened' | 'chat.message_sent';

const visitorName = (a: AlertView) => `${a.user_info.name} ${a.user_info.last_name}`.trim();
const authorityName = (a: AlertView) => `${a.authority_name ?? ''} ${a.authority_lastname ?? ''}`.trim();

/** Everyone who follows an alert: the board, its chat, its visitor and (once assigned) its authority. */
function alertRooms(a: AlertView): string[] {
  const rooms = [ROOMS.gestores, ROOMS.alert(a.id), ROOMS.visitor(a.visitor_id)];
  if (a.autoridad_id !== null) rooms.push(ROOMS.authority(a.autoridad_id));
  return rooms;
}

const audit = inModule('Alertas');

/** A change of an alert's state: audited, pushed to everyone who follows the alert, offered to webhooks by its ids. */
const alertChange = <P extends { alert: AlertView }>(
  event: 'alert:raised' | 'alert:assigned' | 'alert:attended' | 'alert:reopened',
  action: string,
  observation: (payload: P) => string,
) => ({
  queues: ['audit', 'notify'] as const,
  webhook: { personal: true } as const,
  audit: audit(action, observation),
  push: ({ alert }: P): PushSpec[] => [{ event, rooms: alertRooms(alert), data: { alert } }],
});

export const alertEvents: CatalogueSection<AlertEvent> = {
  'alert.raised': alertChange(
    'alert:raised',
    'Alerta recibida',
    ({ alert }) => `Alerta ${folio(alert.id)} (${alert.alerta_type}) de ${visitorName(alert)}`,
  ),
  'alert.assigned': {
    ...alertChange(
      'alert:assigned',
      'Asignación de autoridad',
      ({ alert }) => `Alerta ${folio(alert.id)} asignada a ${authorityName(alert)}`,
    ),
    notify: ({ alert }) =>
      alert.autoridad_id === null
        ? []
        : [
            {
              userId: alert.autoridad_id,
              kind: 'alert.assigned',
              title: 'Nueva alerta asignada',
              body: `Alerta ${folio(alert.id)}: ${alert.alerta_type}. ${alert.comentario_visitante}`.trim(),
              data: { alertId: alert.id, lat: alert.lat, lon: alert.lon },
            },
          ],
  },
  'alert.attended': {
    ...alertChange(
      'alert:attended',
      'Alerta atendida',
      ({ alert }) => `Alerta ${folio(alert.id)} atendida por ${authorityName(alert)}`,
    ),
    notify: ({ alert }) => [
      {
        userId: alert.visitor_id,
        kind: 'alert.attended',
        title: 'Su alerta fue atendida',
        body: `La alerta ${folio(alert.id)} (${alert.alerta_type}) fue atendida.`,
        data: { alertId: alert.id },
      },
    ],
  },
  'alert.reopened': alertChange(
    'alert:reopened',
    'Alerta reabierta',
    ({ alert, authority, reason }) =>
      `Alerta ${folio(alert.id)} devuelta a ABIERTA: la autoridad ${`${authority.name} ${authority.last_name}`.trim()} fue ${reason === 'deleted' ? 'eliminada' : 'desactivada'}`,
  ),
  'chat.message_sent': {
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: audit(
      'Mensaje en el chat de una alerta',
      ({ alert, message }) =>
        `Alerta ${folio(alert.id)}: mensaje de ${message.user_type === 'visitor' ? 'visitante' : 'autoridad'}`,
    ),
    push: ({ alert, message }) => {
      const rooms = [ROOMS.alert(alert.id), ROOMS.visitor(alert.visitor_id)];
      if (alert.autoridad_id !== null) rooms.push(ROOMS.authority(alert.autoridad_id));
      return [{ event: 'chat:message', rooms, data: { message } }];
    },
  },
};
