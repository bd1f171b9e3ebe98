import {
  alertReportFilters,
  alertReportRow,
  alertReportRowsQuery,
  complaintReportFilters,
  reportChatMessage,
  reportSummary,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { exportAlerts, exportComplaints } from './export.ts';
import { checkAlertFilters, checkComplaintFilters } from './filters.ts';
import { alertReportMessages, alertReportRows } from './queries.ts';
import { alertSummary, complaintSummary } from './service.ts';

const staff = { access: STAFF };

/**
 * Statistics and reports (spec part 2 §2, §7, §9): the screen's aggregates, the alert report rows and the exports.
 * The complaint rows call (POST /visitors/complaint/complaintReport/) lives with the complaints feature.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports/alerts/summary',
    { schema: { body: alertReportFilters, response: { 200: reportSummary } }, config: staff },
    async (request) => alertSummary(app.db, request.body),
  );
  app.post(
    '/api/reports/complaints/summary',
    { schema: { body: complaintReportFilters, response: { 200: reportSummary } }, config: staff },
    async (request) => complaintSummary(app.db, request.body),
  );

  app.post(
    '/api/alerts/getall/bystatus/',
    { schema: { body: alertReportRowsQuery, response: { 200: z.array(alertReportRow) } }, config: staff },
    async (request) => {
      await checkAlertFilters(app.db, request.body);
      return alertReportRows(app.db, request.body);
    },
  );
  app.post(
    '/api/messages/alerts/',
    { schema: { body: alertReportRowsQuery, response: { 200: z.array(reportChatMessage) } }, config: staff },
    async (request) => {
      await checkAlertFilters(app.db, request.body);
      return alertReportMessages(app.db, request.body);
    },
  );

  app.post(
    '/api/reports/alerts/export',
    { schema: { body: alertReportFilters }, config: staff },
    async (request, reply) => {
      await checkAlertFilters(app.db, request.body);
      return exportAlerts(app.db, sessionOf(request), request.body, reply);
    },
  );
  app.post(
    '/api/reports/complaints/export',
    { schema: { body: complaintReportFilters }, config: staff },
    async (request, reply) => {
      await checkComplaintFilters(app.db, request.body);
      return exportComplaints(app.db, sessionOf(request), request.body, reply);
    },
  );
};
