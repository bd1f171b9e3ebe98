import type { CatalogueSection } from './spec.ts';

type UserEvent =
  | 'user.logged_in'
  | 'user.logged_out'
  | 'user.profile_updated'
  | 'user.password_changed'
  | 'user.password_reset_requested'
  | 'user.password_reset';

export const userEvents: CatalogueSection<UserEvent> = {
  'user.logged_in': {
    queues: ['audit'],
    audit: (p) => ({ module: 'Login', action: 'Inicio de sesión', observation: `Inicio de sesión de ${p.email}` }),
  },
  'user.logged_out': {
    queues: ['audit'],
    audit: (p) => ({ module: 'Login', action: 'Cierre de sesión', observation: `Cierre de sesión de ${p.email}` }),
  },
  'user.profile_updated': {
    queues: ['audit'],
    audit: (p) => ({
      module: 'Login',
      action: 'Actualización de perfil',
      observation: `Perfil actualizado: ${p.name} ${p.last_name}`,
    }),
  },
  'user.password_changed': {
    queues: ['audit'],
    audit: () => ({
      module: 'Login',
      action: 'Cambio de contraseña',
      observation: 'Contraseña cambiada desde el perfil',
    }),
  },
  'user.password_reset_requested': {
    queues: ['audit', 'email'],
    secrets: ['resetUrl'],
    audit: (p) => ({
      module: 'Login',
      action: 'Solicitud de restablecimiento de contraseña',
      observation: `Enlace enviado a ${p.email}`,
    }),
  },
  'user.password_reset': {
    queues: ['audit'],
    audit: () => ({
      module: 'Login',
      action: 'Restablecimiento de contraseña',
      observation: 'Contraseña restablecida',
    }),
  },
};
