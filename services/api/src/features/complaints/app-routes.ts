import { complaintMessages, complaintRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { fileComplaint } from './file.ts';
import type { ComplaintRoutesOptions } from './options.ts';
import { listCategories, listComplaints } from './queries.ts';
import { complaintFor } from './service.ts';

/** What the visitors' app calls: file a complaint, list one's own, read one with its status and reply. */
export const complaintAppRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  serve(app, contract.appCategories, async () =>
    (await listCategories(app.db, true)).map(({ id, name }) => ({ id, name })),
  );

  // Form fields (category, text, lat, lon) and one file, read through main's global multipart plugin.
  serve(
    app,
    contract.file,
    async (request) => {
      if (!request.isMultipart()) throw validationError('category_id', complaintMessages.categoryRequired);
      return fileComplaint(app.db, opts.storage, sessionOf(request), request.parts());
    },
    { preHandler: app.reportQuota.take('complaint') },
  );

  serve(app, contract.mine, async (request) => listComplaints(app.db, sessionOf(request).id));
  serve(app, contract.one, async (request) => complaintFor(app.db, sessionOf(request), request.params.id));
};
