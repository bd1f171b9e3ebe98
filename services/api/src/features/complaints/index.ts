import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintAppRoutes } from './app-routes.ts';
import { complaintMediaRoutes } from './media-routes.ts';
import type { ComplaintRoutesOptions } from './options.ts';
import { complaintRoutes } from './routes.ts';

export { complaintFieldsOf, recordComplaint } from './file.ts';
export { listCategories } from './queries.ts';
export type { ComplaintRoutesOptions };

/**
 * Complaints (denuncias): the back-office calls, the app's calls and the evidence files. The spec's "empty" POSTs
 * (complaintList, complaintCategories) are read as {} by the app's JSON parser (plugins/errors.ts).
 */
export const complaintFeature: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  await app.register(complaintRoutes, opts);
  await app.register(complaintAppRoutes, opts);
  await app.register(complaintMediaRoutes, opts);
};
