import { folio } from '../folio.ts';
import { ROOMS } from '../realtime.ts';
import type { AlertView } from '../schemas/alerts.ts';
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

const pushAlert =
  (event: 'alert:raised' | 'alert:assigned' | 'alert:attended' | 'alert:reopened') =>
  ({ alert }: { alert: AlertView }): PushSpec[] => [{ event, rooms: alertRooms(alert), data: { alert } }];

export const alertEvents: CatalogueSection<AlertEvent> = {
  'alert.raised': {
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: ({ alert }) => ({
      module: 'Alertas',
      action: 'Alerta recibida',
      observation: `Alerta ${folio(alert.id)} (${alert.alerta_type}) de ${visitorName(alert)}`,
    }),
    push: pushAlert('alert:raised'),
  },
  'alert.assigned': {
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: ({ alert }) => ({
      module: 'Alertas',
      action: 'Asignación de autoridad',
      observation: `Alerta ${folio(alert.id)} asignada a ${authorityName(alert)}`,
    }),
    push: pushAlert('alert:assigned'),
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
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: ({ alert }) => ({
      module: 'Alertas',
      action: 'Alerta atendida',
      observation: `Alerta ${folio(alert.id)} atendida por ${authorityName(alert)}`,
    }),
    push: pushAlert('alert:attended'),
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
  'alert.reopened': {
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: ({ alert, authority, reason }) => ({
      module: 'Alertas',
      action: 'Alerta reabierta',
      observation: `Alerta ${folio(alert.id)} devuelta a ABIERTA: la autoridad ${`${authority.name} ${authority.last_name}`.trim()} fue ${reason === 'deleted' ? 'eliminada' : 'desactivada'}`,
    }),
    push: pushAlert('alert:reopened'),
  },
  'chat.message_sent': {
    queues: ['audit', 'notify'],
    webhook: { personal: true },
    audit: ({ alert, message }) => ({
      module: 'Alertas',
      action: 'Mensaje en el chat de una alerta',
      observation: `Alerta ${folio(alert.id)}: mensaje de ${message.user_type === 'visitor' ? 'visitante' : 'autoridad'}`,
    }),
    push: ({ alert, message }) => {
      const rooms = [ROOMS.alert(alert.id), ROOMS.visitor(alert.visitor_id)];
      if (alert.autoridad_id !== null) rooms.push(ROOMS.authority(alert.autoridad_id));
      return [{ event: 'chat:message', rooms, data: { message } }];
    },
  },
};
