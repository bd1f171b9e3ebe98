import type { AuditModule } from './constants.ts';

/** Queues that domain events fan out to; one BullMQ queue per concern. */
export const QUEUES = ['audit', 'email', 'notify', 'bulk-send'] as const;
export type QueueName = (typeof QUEUES)[number];

/** Every domain event the product emits, `aggregate.verb` → payload. */
export interface EventPayloads {
  'user.logged_in': { userId: number; email: string; type: string };
  'user.logged_out': { userId: number; email: string };
  'user.profile_updated': { userId: number; email: string; name: string; last_name: string };
  'user.password_changed': { userId: number; email: string };
  'user.password_reset_requested': { userId: number; email: string; name: string; resetUrl: string; expiresAt: string };
  'user.password_reset': { userId: number; email: string };
}
export type EventType = keyof EventPayloads;

export interface AuditEntry {
  module: AuditModule;
  action: string;
  observation: string;
}

export interface EventSpec<T extends EventType> {
  /** Which queues get a job for this event. */
  queues: readonly QueueName[];
  /** The bitácora row this event writes; every event is audited. */
  audit: (payload: EventPayloads[T]) => AuditEntry;
}

export type EventCatalogue = { [K in EventType]: EventSpec<K> };

export const EVENT_CATALOGUE: EventCatalogue = {
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

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  payload: EventPayloads[T];
  actorId: number | null;
  actorEmail: string | null;
  createdAt: string;
}

export function queuesFor(type: EventType): readonly QueueName[] {
  return EVENT_CATALOGUE[type].queues;
}

export function auditEntryFor<T extends EventType>(type: T, payload: EventPayloads[T]): AuditEntry {
  return EVENT_CATALOGUE[type].audit(payload);
}
