import type { AuditEntry, CatalogueSection } from './spec.ts';

type ApiKeyEvent = 'api_key.issued' | 'api_key.revoked';

const audited =
  (action: string) =>
  ({ apiKey: k }: { apiKey: { id: number; name: string } }): AuditEntry => ({
    module: 'Configuración',
    action,
    observation: `${k.name} (${k.id})`,
  });

/** Keys of Configuración → Integraciones: who issued or revoked which, in the bitácora (never the key). */
export const apiKeyEvents: CatalogueSection<ApiKeyEvent> = {
  'api_key.issued': { queues: ['audit'], audit: audited('Emisión de clave de API') },
  'api_key.revoked': { queues: ['audit'], audit: audited('Revocación de clave de API') },
};
