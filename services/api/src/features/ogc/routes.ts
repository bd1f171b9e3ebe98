import { ogcRoutes as contract, OGC_TYPES, ogcTexts } from '@ppd/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { ogcApiDocument } from './api-document.ts';
import {
  type Collection,
  collectionDocument,
  collectionsDocument,
  collectionsSource,
  conformanceDocument,
  featureDocument,
  itemsDocument,
  landingDocument,
} from './service.ts';

const JSON_TYPE = `${OGC_TYPES.json}; charset=utf-8`;
const GEOJSON_TYPE = `${OGC_TYPES.geojson}; charset=utf-8`;
const OPENAPI_TYPE = `${OGC_TYPES.openapi}; charset=utf-8`;

/** Where /ogc is as the caller reached it (behind a trusted proxy, its host and scheme): every link starts here. */
const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/ogc`;

const sendText = (reply: FastifyReply, type: string, text: string) => reply.type(type).send(text);

/**
 * OGC API – Features (Part 1: Core) over the public records (packages/domain/src/contracts/ogc.ts). Open data:
 * any origin may read it (CORS), and no token changes what it answers.
 */
export const ogcRoutes: FastifyPluginAsyncZod = async (app) => {
  const collections = collectionsSource(app.db);
  const collectionOf = async (id: string): Promise<Collection> => {
    const found = (await collections()).find((c) => c.id === id);
    if (!found) throw new AppError('NotFound', ogcTexts.refusals.collection, 'collection');
    return found;
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  });

  serve(app, contract.landing, async (request, reply) => reply.type(JSON_TYPE).send(landingDocument(baseOf(request))));

  serve(app, contract.conformance, async (_request, reply) => reply.type(JSON_TYPE).send(conformanceDocument()));

  // Set as a header, not with reply.type(), which would quote the version (version="3.0") and GDAL would not see it.
  serve(app, contract.api, async (request, reply) =>
    reply.header('content-type', OPENAPI_TYPE).send(ogcApiDocument(baseOf(request))),
  );

  serve(app, contract.collections, async (request, reply) =>
    reply.type(JSON_TYPE).send(collectionsDocument(baseOf(request), await collections())),
  );

  serve(app, contract.collection, async (request, reply) => {
    const collection = await collectionOf(request.params.collection);
    return reply.type(JSON_TYPE).send(collectionDocument(baseOf(request), collection));
  });

  serve(app, contract.items, async (request, reply) => {
    const collection = await collectionOf(request.params.collection);
    const self = new URL(request.url, baseOf(request));
    return sendText(reply, GEOJSON_TYPE, await itemsDocument(app.db, self, collection, request.query));
  });

  serve(app, contract.item, async (request, reply) => {
    const collection = await collectionOf(request.params.collection);
    const feature = await featureDocument(app.db, baseOf(request), collection, request.params.featureId);
    if (!feature) throw new AppError('NotFound', ogcTexts.refusals.feature, 'featureId');
    return sendText(reply, GEOJSON_TYPE, feature);
  });
};
