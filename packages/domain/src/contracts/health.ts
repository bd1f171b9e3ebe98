import { z } from 'zod';
import { defineRoutes } from '../contract.ts';
import { QUEUES } from '../events/spec.ts';

const answers = z.enum(['ok', 'down']);

/** Whether the API's stores answer; `degraded` (with 503) when the database does not. */
export const healthReply = z.object({ status: z.enum(['ok', 'degraded']), database: answers, redis: answers });

export const queueDepth = z.object({
  waiting: z.number(),
  active: z.number(),
  /** Waiting for a retry (backoff). */
  delayed: z.number(),
  failed: z.number(),
});
export type QueueDepth = z.infer<typeof queueDepth>;

/** Each count is null when its store did not answer in time (health must stay fast). */
export const queueHealthReply = z.object({
  outbox_pending: z.number().nullable(),
  dead_letters: z.number().nullable(),
  queues: z.partialRecord(z.enum(QUEUES), queueDepth).nullable(),
});
export type QueueDepths = NonNullable<z.infer<typeof queueHealthReply>['queues']>;

/** Liveness for load balancers, and the workers' backlog for administrators. */
export const healthRoutes = defineRoutes('Salud', {
  live: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Si la base de datos y Redis responden',
    description: 'Responde 503, con la misma forma, cuando la base de datos no responde.',
    responses: { 200: healthReply },
  },
  queues: {
    method: 'GET',
    path: '/health/queues',
    access: 'admin',
    summary: 'Eventos pendientes del outbox, cartas muertas y profundidad de cada cola',
    responses: { 200: queueHealthReply },
  },
});
