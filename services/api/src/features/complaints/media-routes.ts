import { complaintRoutes as contract, messages, pathFor, STAFF } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { mediaViewer } from '../media/index.ts';
import { validMediaSignature } from './media-links.ts';
import type { ComplaintRoutesOptions } from './options.ts';

const notFound = () => new AppError('NotFound', messages.generic.notFoundDetail);

/**
 * A complaint's evidence: for staff and the visitor who filed it (token in the header, or the browser's media
 * cookie), or through the signed link of an evidence e-mail. Anyone else: 404.
 */
export const complaintMediaRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  serve(app, contract.evidence, async (request, reply) => {
    const { id, file } = request.params;
    const path = pathFor(contract.evidence, { id, file });
    const row = await app.db
      .selectFrom('complaints')
      .select(['url', 'visitor_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.url !== path) throw notFound();
    const { expires, sig } = request.query;
    const signed = expires !== undefined && sig !== undefined && validMediaSignature(opts.secret, path, expires, sig);
    if (!signed) {
      const user = await mediaViewer(app, request);
      const allowed = user && (STAFF.includes(user.type) || user.id === row.visitor_id);
      if (!allowed) throw notFound();
    }
    return reply.sendFile(`complaints/${id}/${file}`);
  });
};
