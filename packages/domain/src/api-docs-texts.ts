import type { Access } from './contract.ts';

/** Who a route's access lets in, as the OpenAPI document names them (`x-access`): gestores are `staff`. */
export type AccessRole = 'admin' | 'staff' | 'visitor' | 'authority';

const ROLE_OF = { monitor: 'staff', visitor: 'visitor', authority: 'authority' } as const;

/** The roles a route lets in; none for a public route. */
export const accessRoles = (access: Access): AccessRole[] =>
  access === 'public' ? [] : access === 'admin' ? ['admin'] : access.map((type) => ROLE_OF[type]);

/** The OpenAPI document's texts (GET /api/openapi.json, read at /api/docs). */
export const apiDocsTexts = {
  title: 'Monitoreo Comunitario PPD: API',
  description: [
    'Las llamadas de la app de visitantes, la app de autoridades y el panel web.',
    'Inicie sesión con `POST /users/login/` y envíe el token que responde en la cabecera `x-access-token`.',
    'Todo error responde `{ error: { name }, message, field? }`, con el mensaje en español y, en un 400, el campo.',
    'Las mismas rutas responden también bajo el prefijo `/apidev`.',
  ].join('\n\n'),
  token: 'El token que da POST /users/login/.',
  access: 'Acceso',
  roles: { admin: 'administradores', staff: 'gestores', visitor: 'visitantes', authority: 'autoridades' },
  multipart: 'Formulario multipart: sus campos de texto y sus archivos.',
  success: 'Respuesta correcta.',
  error: 'Error: el mensaje en español y, en un 400, el campo que lo causa.',
  thisServer: 'Este servidor',
} as const satisfies { roles: Record<AccessRole, string> } & Record<string, unknown>;
