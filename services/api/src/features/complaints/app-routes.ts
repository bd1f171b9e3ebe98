import { complaintIdParams, complaintMessages, complaintSchema } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { fileComplaint } from './file.ts';
import type { ComplaintRoutesOptions } from './options.ts';
import { listCategories, listComplaints } from './queries.ts';
import { complaintFor } from './service.ts';

const VISITOR = ['visitor'] as const;

/** What the visitors' app calls: file a complaint, list one's own, read one with its status and reply. */
export const complaintAppRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/app/complaints/categories',
    {
      schema: { response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } },
      config: { access: VISITOR },
    },
    async () => (await listCategories(app.db, true)).map(({ id, name }) => ({ id, name })),
  );

  app.post(
    '/api/app/complaints',
    // Form fields (category, text, lat, lon) and one file, read through main's global multipart plugin.
    {
      schema: { response: { 201: complaintSchema } },
      config: { access: VISITOR, multipart: true },
      preHandler: app.reportLimit('complaint'),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw validationError('category_id', complaintMessages.categoryRequired);
      const complaint = await fileComplaint(app.db, opts.storage, sessionOf(request), request.parts());
      return reply.code(201).send(complaint);
    },
  );

  app.get(
    '/api/app/complaints',
    { schema: { response: { 200: z.array(complaintSchema) } }, config: { access: VISITOR } },
    async (request) => listComplaints(app.db, sessionOf(request).id),
  );

  app.get(
    '/api/app/complaints/:id',
    { schema: { params: complaintIdParams, response: { 200: complaintSchema } }, config: { access: VISITOR } },
    async (request) => complaintFor(app.db, sessionOf(request), request.params.id),
  );
};
