import { catalogDeleted, catalogIdParams, catalogSaved, deleteBlocked, messages } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { parseInput } from '../../shared/form.ts';
import { type CatalogAggregate, createEntry, deleteEntry, type StagedWrite, updateEntry } from './catalog.ts';

/**
 * Reads and validates a change's body: JSON by default, multipart for the forms that upload an icon (whose row the
 * change's transaction writes: `staged`).
 */
export type BodyReader = <S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
) => Promise<{ body: z.output<S>; staged?: StagedWrite }>;

const jsonBody: BodyReader = async (request, schema) => ({ body: parseInput(schema, request.body ?? {}) });

export interface CatalogRouteSpec<C, U> {
  aggregate: CatalogAggregate<C, U>;
  create: { method?: 'POST'; url: string; body: z.ZodType<C> };
  /** `:id` in the url, or (`idInBody`) the body's `id` as the spec's authority and complaint categories send it. */
  update: { url: string; body: z.ZodType<U>; idInBody?: boolean };
  remove: { url: string };
  readBody?: BodyReader;
}

/**
 * The three admin-only changes of one catalogue: create and update answer the spec's success text; a delete
 * answers its status, or 409 with the lists of what uses the row (and deletes nothing).
 */
export function registerCatalog<C, U>(app: FastifyInstance, spec: CatalogRouteSpec<C, U>): void {
  const { aggregate } = spec;
  const read = spec.readBody ?? jsonBody;
  const saved = (id: number) => ({ status: 'ok' as const, id, message: aggregate.saved });
  // A form that may carry an icon is multipart, read by its reader; the others declare their JSON body.
  const multipart = spec.readBody !== undefined;
  const declared = (body: z.ZodType) => (multipart ? {} : { body });

  app.post(
    spec.create.url,
    {
      schema: { ...declared(spec.create.body), response: { 200: catalogSaved } },
      config: { access: 'admin', multipart },
    },
    async (request) => {
      const { body, staged } = await read(request, spec.create.body);
      return saved((await createEntry(app.db, sessionOf(request), aggregate, body, staged)).id);
    },
  );

  app.put(
    spec.update.url,
    {
      schema: {
        ...(spec.update.idInBody ? {} : { params: catalogIdParams }),
        ...declared(spec.update.body),
        response: { 200: catalogSaved },
      },
      config: { access: 'admin', multipart },
    },
    async (request) => {
      const { body, staged } = await read(request, spec.update.body);
      const id = spec.update.idInBody ? (body as { id: number }).id : catalogIdParams.parse(request.params).id;
      return saved((await updateEntry(app.db, sessionOf(request), aggregate, id, body, staged)).id);
    },
  );

  app.delete(
    spec.remove.url,
    {
      schema: { params: catalogIdParams, response: { 200: catalogDeleted, 409: deleteBlocked } },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const { id } = catalogIdParams.parse(request.params);
      const outcome = await deleteEntry(app.db, sessionOf(request), aggregate, id);
      if ('deleted' in outcome) return { status: aggregate.deletedStatus, message: messages.generic.deleted };
      const { status, message, lists } = outcome.blocked;
      return reply.code(409).send({ error: { name: 'Conflict' as const }, message, status, ...lists });
    },
  );
}
