import { type CatalogChanges, type CatalogRemoval, type catalogSaved, messages, type RouteContract } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { type CatalogAggregate, createEntry, deleteEntry, type StagedWrite, updateEntry } from './catalog.ts';

/**
 * Reads and validates a change's body: JSON by default, multipart for the forms that upload an icon (whose row the
 * change's transaction writes: `staged`).
 */
export type BodyReader = <S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
) => Promise<{ body: z.output<S>; staged?: StagedWrite }>;

/** A JSON change's body was already validated with the contract's schema when the route received it. */
const jsonBody: BodyReader = async (request) => ({ body: request.body as never });

/**
 * The three admin-only changes of one catalogue, registered from its contract (`catalogChanges`): create and
 * update answer the spec's success text; a delete answers its status, or 409 with the lists of what uses the row
 * (and deletes nothing).
 */
export function registerCatalog<
  C extends z.ZodType,
  U extends z.ZodType,
  Form extends boolean,
  IdInBody extends boolean,
>(
  app: FastifyInstance,
  contract: CatalogChanges<C, U, Form, IdInBody>,
  aggregate: CatalogAggregate<z.output<C>, z.output<U>>,
  readBody: BodyReader = jsonBody,
): void {
  const saved = (id: number) => ({ status: 'ok' as const, id, message: aggregate.saved });

  serve(app, contract.create, async (request) => {
    const { body, staged } = await readBody(request, contract.create.body);
    return saved((await createEntry(app.db, sessionOf(request), aggregate, body, staged)).id);
  });

  // Its row is named in the path or in the body, so its parameters are read here.
  const update: RouteContract & { responses: { 200: typeof catalogSaved } } = contract.update;
  serve(app, update, async (request) => {
    const { body, staged } = await readBody(request, contract.update.body);
    const params = request.params as { id: number } | undefined;
    const id = params?.id ?? (body as { id: number }).id;
    return saved((await updateEntry(app.db, sessionOf(request), aggregate, id, body, staged)).id);
  });

  const remove: CatalogRemoval = contract.remove;
  serve(app, remove, async (request, reply) => {
    const outcome = await deleteEntry(app.db, sessionOf(request), aggregate, request.params.id);
    if ('deleted' in outcome) return { status: aggregate.deletedStatus, message: messages.generic.deleted };
    const { status, message, lists } = outcome.blocked;
    return reply.code(409).send({ error: { name: 'Conflict' as const }, message, status, ...lists });
  });
}
