import type { AlertView } from '@ppd/domain';

let next = 1;

/** An alert as the alerts feature will put it in its events. */
export function alertView(overrides: Partial<AlertView> = {}): AlertView {
  return {
    id: next++,
    status: 'ABIERTA',
    fecha_alerta: new Date().toISOString(),
    alerta_type: 'Seguridad',
    lat: 19.4126,
    lon: -99.2009,
    comentario_visitante: 'Hay una persona herida',
    comentario_autoridad: null,
    visitor_id: 1,
    user_info: { name: 'Luis', last_name: 'Gómez' },
    autoridad_id: null,
    authority_name: null,
    authority_lastname: null,
    updated_at: new Date().toISOString(),
    deadlines: {
      assignment: new Date(Date.now() + 120_000).toISOString(),
      attended: new Date(Date.now() + 600_000).toISOString(),
    },
    ...overrides,
  };
}
