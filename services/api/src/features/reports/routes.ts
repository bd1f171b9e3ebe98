import { reportRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { exportAlerts, exportComplaints } from './export.ts';
import { checkAlertFilters, checkComplaintFilters } from './filters.ts';
import { phaseStats } from './phases.ts';
import { alertReportJson, alertReportMessages } from './queries.ts';
import { alertSummary, complaintSummary } from './service.ts';

/**
 * Statistics and reports (spec part 2 §2, §7, §9): the screen's aggregates, the alert report rows and the exports.
 * The complaint rows call (POST /visitors/complaint/complaintReport/) lives with the complaints feature.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.alertSummary, async (request) => alertSummary(app.db, request.body));
  serve(app, contract.complaintSummary, async (request) => complaintSummary(app.db, request.body));

  // The page's JSON text (the contract's reply, which the tests hold it to) sent as is: a string with a JSON type is
  // not serialized again, so the reply schema does not parse 500 rows before they are stringified.
  serve(app, contract.alertRows, async (request, reply) => {
    await checkAlertFilters(app.db, request.body);
    return reply.type('application/json; charset=utf-8').send(await alertReportJson(app.db, request.body));
  });
  serve(app, contract.alertMessages, async (request) => {
    await checkAlertFilters(app.db, request.body);
    return alertReportMessages(app.db, request.body);
  });

  serve(app, contract.alertPhases, async (request) => {
    await checkAlertFilters(app.db, request.body);
    return { rows: await phaseStats(app.db, request.body) };
  });

  serve(app, contract.alertExport, async (request, reply) => {
    await checkAlertFilters(app.db, request.body);
    return exportAlerts(app.db, sessionOf(request), request.body, reply);
  });
  serve(app, contract.complaintExport, async (request, reply) => {
    await checkComplaintFilters(app.db, request.body);
    return exportComplaints(app.db, sessionOf(request), request.body, reply);
  });
};
