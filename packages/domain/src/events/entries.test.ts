import { describe, expect, it } from 'vitest';
import { auditEntryFor, pushesFor, queuesFor, webhookPayloadFor } from '../events.ts';
import { alertView } from '../testing.ts';
import type { EventPayloads, EventType } from './payloads.ts';

const filter = { sex: 'M' as const, min_age: 18, max_age: null, level_studies: null, wkt: null };
const activity = { id: 4, nombre: 'Limpieza de playa' };
const survey = { id: 2, nombre: 'Movilidad' };
const record = { id: 9, title: 'Parque Norte' };
const authority = { id: 3, type: 'authority' as const, email: 'ana@ppd.mx', name: 'Ana', last_name: 'Ruiz' };
const gestor = { ...authority, type: 'monitor' as const };
const assigned = alertView(7, { autoridad_id: 3, authority_name: 'Ana', authority_lastname: 'Ruiz' });

type Row<T extends EventType = EventType> = [T, EventPayloads[T], string, string, string];
const row = <T extends EventType>(...r: Row<T>): Row => r as unknown as Row;

/** Each event's bitácora row: [event, payload, module, action, observation]. */
const rows: Row[] = [
  row('activity.created', { activity }, 'Eventos', 'Creación de evento', 'Evento "Limpieza de playa" (4)'),
  row('activity.deleted', { activity }, 'Eventos', 'Eliminación de evento', 'Evento "Limpieza de playa" (4)'),
  row(
    'activity.sent',
    { activity, filter, sendId: 11 },
    'Eventos',
    'Envío de evento a visitantes',
    'Evento "Limpieza de playa" (4) enviado a sexo Femenino, edad mínima 18 (envío 11)',
  ),
  row('record.created', { record }, 'Levantamientos', 'Creación de levantamiento', 'Levantamiento 9: Parque Norte'),
  row('record.geometry_updated', { record }, 'Registros', 'Actualización de geometrías', 'Registro 9: Parque Norte'),
  row('survey.updated', { survey }, 'Encuestas', 'Edición de una encuesta', 'Encuesta "Movilidad" (2)'),
  row('person.created', { person: authority }, 'Monitores', 'Creación de monitor', 'Ana Ruiz (ana@ppd.mx)'),
  row('person.deleted', { person: gestor }, 'Gestores', 'Eliminación de gestor', 'Ana Ruiz (ana@ppd.mx)'),
  row('privacy.data_exported', { person: { id: 5 } }, 'Privacidad', 'Acceso a sus datos (exportación)', 'Visitante #5'),
  row(
    'privacy.preferences_changed',
    { person: { id: 5 }, surveys: true, activities: false },
    'Privacidad',
    'Oposición a envíos',
    'Visitante #5: encuestas sí, eventos no',
  ),
  row(
    'data_request.registered',
    { request: { id: 7, right: 'access' }, person: { id: 5 } },
    'Privacidad',
    'Registro de solicitud de datos',
    'Solicitud #7 (Acceso), Visitante #5',
  ),
  row('alert.assigned', { alert: assigned }, 'Alertas', 'Asignación de autoridad', 'Alerta F-7 asignada a Ana Ruiz'),
  row(
    'alert.reopened',
    { alert: alertView(7), authority, reason: 'deactivated' },
    'Alertas',
    'Alerta reabierta',
    'Alerta F-7 devuelta a ABIERTA: la autoridad Ana Ruiz fue desactivada',
  ),
];

describe('the catalogue entries built by one helper', () => {
  it.each(rows)('audits %s under its module, with its action and what it names', (type, payload, ...entry) => {
    const [module, action, observation] = entry;
    expect(auditEntryFor(type, payload)).toEqual({ module, action, observation });
  });

  it('sends a thing to the bulk-send queue, naming the filter, and offers webhooks the thing and the send alone', () => {
    expect(queuesFor('survey.sent')).toEqual(['audit', 'bulk-send']);
    expect(auditEntryFor('survey.sent', { survey, filter, sendId: 12 })).toEqual({
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
      observation: 'Encuesta "Movilidad" (2) enviada a sexo Femenino, edad mínima 18 (envío 12)',
    });
    expect(webhookPayloadFor('activity.sent', { activity, filter, sendId: 11 })).toEqual({ activity, sendId: 11 });
    expect(queuesFor('record.deleted')).toEqual(['audit']);
    expect(webhookPayloadFor('record.deleted', { record })).toEqual({ record });
  });

  it('offers webhooks only the ids of a person or an alert, and pushes an alert to everyone who follows it', () => {
    expect(webhookPayloadFor('person.updated', { person: authority })).toEqual({ person: { id: 3 } });
    expect(queuesFor('alert.attended')).toEqual(['audit', 'notify']);
    expect(pushesFor({ type: 'alert.attended', payload: { alert: assigned } })).toEqual([
      {
        event: 'alert:attended',
        rooms: ['gestores', 'alert:7', 'visitor:1', 'authority:3'],
        data: { alert: assigned },
      },
    ]);
  });
});
