import { open311Routes as contract, open311Texts } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { listCategories } from '../complaints/index.ts';
import { fileAs, readerOf } from './callers.ts';
import { requestOf, serviceOf } from './present.ts';
import { expectedDatetimes, findRequest, findRequests, type RequestRow } from './queries.ts';
import { fileRequest } from './service.ts';
import { answer, SHAPES } from './xml.ts';

export interface Open311Options {
  /** Where the evidence a gestor is shown is reached. */
  publicUrl: string;
}

/** Open311 GeoReport v2 over the complaints (packages/domain/src/contracts/open311.ts). */
export const open311RouteSet: FastifyPluginAsyncZod<Open311Options> = async (app, opts) => {
  const requestsFor = async (rows: RequestRow[], staff: boolean) => {
    const expected = await expectedDatetimes(
      app.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => requestOf(r, { staff, publicUrl: opts.publicUrl, expected }));
  };
  const isStaff = async (request: Parameters<typeof readerOf>[1]) => (await readerOf(app, request))?.type === 'monitor';

  serve(app, contract.services, async (request, reply) => {
    const services = (await listCategories(app.db, true)).map(serviceOf);
    return answer(reply, request.params.format, SHAPES.services, services);
  });

  serve(app, contract.service, async (request, reply) => {
    const code = request.params.service_code;
    const category = (await listCategories(app.db, true)).find((k) => k.id === code);
    if (!category) throw new AppError('NotFound', open311Texts.serviceUnknown);
    const definition = { service_code: String(category.id), attributes: [] };
    // In XML each attribute is an <attribute> of <attributes>.
    const asXml = { ...definition, attributes: { attribute: definition.attributes } };
    return answer(reply, request.params.format, SHAPES.definition, definition, asXml);
  });

  serve(app, contract.requests, async (request, reply) => {
    const rows = await findRequests(app.db, request.query);
    const requests = await requestsFor(rows, await isStaff(request));
    return answer(reply, request.params.format, SHAPES.requests, requests);
  });

  serve(app, contract.request, async (request, reply) => {
    const row = await findRequest(app.db, request.params.id);
    if (!row) throw new AppError('NotFound', open311Texts.requestUnknown);
    const requests = await requestsFor([row], await isStaff(request));
    return answer(reply, request.params.format, SHAPES.requests, requests);
  });

  serve(
    app,
    contract.file,
    async (request, reply) => {
      const filed = await fileRequest(app.db, sessionOf(request), request.body);
      return answer(reply, request.params.format, SHAPES.requests, filed);
    },
    { preHandler: [async (request) => fileAs(app, request), app.reportQuota.take('complaint')] },
  );
};
