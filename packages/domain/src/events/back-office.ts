import { CATALOG_KINDS, type CatalogAction, type EventPayloads } from './payloads.ts';
import type { CatalogueSection } from './spec.ts';

type BackOfficeEvent = 'catalog.changed' | 'settings.changed' | 'download.recorded' | 'client.action';

const SETTING_NAMES = {
  position_retention_days: 'retención de posiciones (días)',
  alert_retention_months: 'retención de ubicaciones y chats de alertas (meses)',
  account_inactivity_months: 'cancelación de cuentas inactivas (meses)',
  account_notice_days: 'aviso antes de cancelar una cuenta inactiva (días)',
} as const;

const VERBS: Record<CatalogAction, string> = {
  create: 'Creación',
  update: 'Actualización',
  delete: 'Eliminación',
};

function downloadObservation(p: EventPayloads['download.recorded']): string {
  const file = p.detail ? `${p.file}: ${p.detail}` : p.file;
  if (p.personalRows === undefined) return file;
  return `${file}. Exportación con datos personales: ${p.personalRows.toLocaleString('es-MX')} filas`;
}

export const backOfficeEvents: CatalogueSection<BackOfficeEvent> = {
  'catalog.changed': {
    queues: ['audit'],
    webhook: { fields: ['kind', 'action', 'id', 'name'] },
    audit: (p) => ({
      module: 'Configuración',
      action: `${VERBS[p.action]} de ${CATALOG_KINDS[p.kind]}`,
      observation: `${p.name} (${p.id})`,
    }),
  },
  'settings.changed': {
    queues: ['audit'],
    audit: (p) => ({
      module: 'Configuración',
      action: `Actualización de ${SETTING_NAMES[p.setting]}`,
      observation: String(p.value),
    }),
  },
  'download.recorded': {
    queues: ['audit'],
    audit: (p) => ({ module: p.module, action: 'Descarga', observation: downloadObservation(p) }),
  },
  'client.action': {
    queues: ['audit'],
    audit: (p) => ({ module: p.module, action: p.action, observation: p.observation }),
  },
};
