import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Configuración → Integraciones → Claves de API: what the panel and the API say. */
export const apiKeyTexts = {
  /** Configuración's section that holds this panel (and the webhooks'). */
  area: 'Integraciones',
  title: 'Claves de API (Open311)',
  intro:
    'Una clave deja a otro sistema registrar denuncias por Open311 (POST /open311/v2/requests.json, campo api_key).',
  name: 'Nombre de la integración',
  nameRequired: 'Escriba el nombre de la integración',
  issue: 'Emitir clave',
  issued: 'Copie la clave ahora: no se volverá a mostrar.',
  copy: 'Copiar',
  copied: 'Copiada',
  revoked: 'Revocada el',
  active: 'Activa',
  revoke: 'Revocar',
  revokedDone: 'Clave revocada',
  columns: { name: 'Integración', hint: 'Clave', created: 'Emitida', status: 'Estado', actions: 'Acciones' },
  confirmRevoke: (name: string) => `¿Revocar la clave de ${name}? Las solicitudes que la usen serán rechazadas.`,
  none: 'No hay claves emitidas',
  notFound: 'No existe esa clave',
  alreadyRevoked: 'La clave ya estaba revocada',
} as const;

export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters. */
  hint: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

/** The answer to issuing: the key itself, shown this once. */
export const issuedApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

export const issueApiKeyBody = z.object({ name: requiredText(apiKeyTexts.nameRequired) });
export type IssueApiKeyBody = z.infer<typeof issueApiKeyBody>;
