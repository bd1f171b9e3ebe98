import { COMPLAINT_FILE_TYPES, complaintMessages, complaintRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { keyOfMediaFolder } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { sendXls, XLS_MAX_ROWS } from '../../shared/xls.ts';
import { heldClaims } from '../claims/index.ts';
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

  serve(app, contract.specList, async () => listComplaints(app.db));
  serve(app, contract.categories, async () => listCategories(app.db));
  serve(app, contract.fileTypes, async () => [...COMPLAINT_FILE_TYPES]);
  serve(app, contract.reportRows, async (request) => complaintReport(app.db, request.body));

  serve(app, contract.setStatus, async (request) => {
    const complaint = await changeStatus(app.db, sessionOf(request), request.body);
    return detail(complaint.id, request);
  });

  serve(app, contract.sendEvidence, async (request) => {
    const link = (url: string) => `${opts.publicUrl}${signedMediaLink(opts.secret, url)}`;
    await sendEvidence(app.db, sessionOf(request), request.body, link);
    return detail(request.body.id, request);
  });

  serve(app, contract.remove, async (request) => {
    const url = await removeComplaint(app.db, sessionOf(request), request.params.id);
    const key = url ? keyOfMediaFolder(url) : null;
    if (key) await opts.storage.remove(key).catch(() => undefined);
    return { status: 'ok' as const, message: messages.generic.deleted };
  });

  // Ours: the list page by page, one complaint with its category's recipients and its e-mails, and the list as
  // Denuncias.xls.
  serve(app, contract.list, async (request) => {
    const [page, claims] = await Promise.all([
      listComplaintPage(app.db, request.query),
      heldClaims(app.db, 'complaint'),
    ]);
    return { ...page, claims };
  });
  serve(app, contract.detail, async (request) => detail(request.params.id, request));

  serve(app, contract.export, async (request, reply) => {
    // Counted first (up to one past the limit): a list too long for the format is refused before it is read.
    const count = await countListed(app.db, request.query, XLS_MAX_ROWS + 1);
    if (count > XLS_MAX_ROWS) throw validationError('search', complaintMessages.tooManyForXls);
    await recordDownload(app.db, sessionOf(request), {
      module: 'Denuncias',
      file: 'Denuncias.xls',
      detail: `${count} denuncias`,
      personalRows: count,
    });
    const rows = (async function* () {
      for await (const page of listedComplaints(app.db, request.query)) yield* await withVisitors(app.db, page);
    })();
    return sendXls(reply, 'Denuncias.xls', complaintSheet(rows));
  });
};
