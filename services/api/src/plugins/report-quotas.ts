import { type Db, type ReportKind, secondsToNextReport, takeReport } from '@ppd/db';
import { messages } from '@ppd/domain';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sessionOf } from './auth.ts';
import { AppError } from './errors.ts';

export interface ReportQuotaOptions {
  /** Alerts, and as many complaints, one signed-in account may send a minute (anyone can sign up as a visitor). */
  perMinute: number;
}

/**
 * The per-account limit on what reaches the gestores' boards and inboxes, counted in PostgreSQL (`takeReport`): an
 * alert takes its report inside the statement that raises it; a complaint in a statement of its own before its upload
 * is read, so a flooder's photo is never stored.
 */
export interface ReportQuota {
  perMinute: number;
  /** A preHandler taking one report of `kind` from the caller's quota; past it, the 429 of `refusal`. */
  take: (kind: ReportKind) => preHandlerAsyncHookHandler;
  /** The 429 of a report the quota refused, its `retry-after` the seconds left of the caller's window. */
  refusal: (reply: FastifyReply, userId: number, kind: ReportKind) => Promise<AppError>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportQuota: ReportQuota;
  }
}

const tooManyReports = new AppError('TooManyRequests', messages.auth.tooManyReports);

async function refusal(db: Db, reply: FastifyReply, userId: number, kind: ReportKind): Promise<AppError> {
  reply.header('retry-after', await secondsToNextReport(db, userId, kind));
  return tooManyReports;
}

export default fp(async (app: FastifyInstance, opts: ReportQuotaOptions) => {
  const take = (kind: ReportKind): preHandlerAsyncHookHandler => {
    return async (request, reply) => {
      const { id } = sessionOf(request);
      const taken = await takeReport(id, kind, opts.perMinute).execute(app.db);
      if (taken.rows.length === 0) throw await refusal(app.db, reply, id, kind);
    };
  };
  app.decorate('reportQuota', {
    perMinute: opts.perMinute,
    take,
    refusal: (reply: FastifyReply, userId: number, kind: ReportKind) => refusal(app.db, reply, userId, kind),
  });
});
