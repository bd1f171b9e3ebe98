import {
  COMPLAINT_FILE_TYPES,
  complaintCategorySchema,
  complaintDetailSchema,
  complaintExportQuery,
  complaintIdParams,
  complaintListQuery,
  complaintListReply,
  complaintMessages,
  complaintReportRow,
  complaintReportRowsQuery,
  complaintSchema,
  complaintStatusBody,
  emptyBody,
  messages,
  sendEvidenceBody,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { keyOfMediaFolder } from '../../shared/media/storage.ts';
import { sendXls, XLS_MAX_ROWS } from '../../shared/xls.ts';
import { complaintSheet, withVisitors } from '../reports/index.ts';
import { signedMediaLink } from './media-links.ts';
import type { ComplaintRoutesOptions } from './options.ts';
import {
  categoryRecipients,
  countListed,
  deliveriesOf,
  listCategories,
  listComplaintPage,
  listComplaints,
  listedComplaints,
} from './queries.ts';
import { complaintReport } from './report.ts';
import { changeStatus, complaintFor, removeComplaint, sendEvidence } from './service.ts';

const ok = z.object({ status: z.literal('ok'), message: z.string() });

/** The back-office's complaint calls (spec part 2 §7), staff only. */
export const complaintRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  const detail = async (id: number, request: Parameters<typeof sessionOf>[0]) => {
    const complaint = await complaintFor(app.db, sessionOf(request), id);
    const [recipients, deliveries] = await Promise.all([
      categoryRecipients(app.db, complaint.category_id),
      deliveriesOf(app.db, id),
    ]);
    return { ...complaint, recipients, deliveries };
  };

  app.post(
    '/visitors/complaintList',
    { schema: { body: emptyBody, response: { 200: z.array(complaintSchema) } }, config: { access: STAFF } },
    async () => listComplaints(app.db),
  );

  app.post(
    '/visitors/complaintCategories',
    { schema: { body: emptyBody, response: { 200: z.array(complaintCategorySchema) } }, config: { access: STAFF } },
    async () => listCategories(app.db),
  );

  app.get('/visitors/complaint/FileType', { config: { access: STAFF } }, async () => COMPLAINT_FILE_TYPES);

  app.post(
    '/visitors/complaint/complaintReport/',
    {
      schema: { body: complaintReportRowsQuery, response: { 200: z.array(complaintReportRow) } },
      config: { access: STAFF },
    },
    async (request) => complaintReport(app.db, request.body),
  );

  app.post(
    '/api/notifications/complaint/',
    {
      schema: { body: complaintStatusBody, response: { 200: complaintDetailSchema } },
      config: { access: STAFF },
    },
    async (request) => {
      const complaint = await changeStatus(app.db, sessionOf(request), request.body);
      return detail(complaint.id, request);
    },
  );

  app.post(
    '/visitors/complaint/sendEmail',
    { schema: { body: sendEvidenceBody, response: { 200: complaintDetailSchema } }, config: { access: STAFF } },
    async (request) => {
      const link = (url: string) => `${opts.publicUrl}${signedMediaLink(opts.secret, url)}`;
      await sendEvidence(app.db, sessionOf(request), request.body, link);
      return detail(request.body.id, request);
    },
  );

  app.delete(
    '/visitors/complaint/remove/:id',
    { schema: { params: complaintIdParams, response: { 200: ok } }, config: { access: STAFF } },
    async (request) => {
      const url = await removeComplaint(app.db, sessionOf(request), request.params.id);
      const key = url ? keyOfMediaFolder(url) : null;
      if (key) await opts.storage.remove(key).catch(() => undefined);
      return { status: 'ok' as const, message: messages.generic.deleted };
    },
  );

  // Ours: the list page by page, one complaint with its category's recipients and its e-mails, and the list as
  // Denuncias.xls.
  app.get(
    '/api/complaints/',
    {
      schema: { querystring: complaintListQuery, response: { 200: complaintListReply } },
      config: { access: STAFF },
    },
    async (request) => listComplaintPage(app.db, request.query),
  );

  app.get(
    '/api/complaints/:id',
    { schema: { params: complaintIdParams, response: { 200: complaintDetailSchema } }, config: { access: STAFF } },
    async (request) => detail(request.params.id, request),
  );

  app.get(
    '/api/complaints/export',
    { schema: { querystring: complaintExportQuery }, config: { access: STAFF } },
    async (request, reply) => {
      // Counted first (up to one past the limit): a list too long for the format is refused before it is read.
      if ((await countListed(app.db, request.query, XLS_MAX_ROWS + 1)) > XLS_MAX_ROWS) {
        throw validationError('search', complaintMessages.tooManyForXls);
      }
      const rows = await listedComplaints(app.db, request.query);
      await recordDownload(app.db, sessionOf(request), {
        module: 'Denuncias',
        file: 'Denuncias.xls',
        detail: `${rows.length} denuncias`,
      });
      return sendXls(reply, 'Denuncias.xls', [complaintSheet(await withVisitors(app.db, rows))]);
    },
  );
};
