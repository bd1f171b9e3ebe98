import { Readable } from 'node:stream';
import { explorerRoutes as contract, MAP_PAYLOAD_TYPE } from '@ppd/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../shared/serve.ts';
import { listTypes } from '../catalogs/index.ts';
import { staffCaller } from './audience.ts';
import { publicMapCache } from './map-cache.ts';
import { mapPayload } from './map-payload.ts';
import { detailsJson, explorerJson } from './queries.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** The lists that do not filter (spec: [0]). */
const EVERY_LIST = { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0] };

/** A valid staff token (the /adminexplorer) adds the private records; a missing or invalid one is the public's view. */
const includesPrivate = async (app: Parameters<FastifyPluginAsyncZod>[0], request: FastifyRequest) =>
  (await staffCaller(app, request)) !== null;

const streamed = (reply: FastifyReply, type: string, chunks: Iterable<Buffer> | AsyncIterable<string | Buffer>) =>
  reply.type(type).send(Readable.from(chunks));

// Public routes, all three: a valid staff token (the /adminexplorer) adds the private records; a missing or invalid
// one is simply the public's view, whatever `admin` says.
export const explorerRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicMap = publicMapCache(app.db);

  // The explorer's records with their GeoJSON (the spec's call).
  serve(app, contract.records, async (request, reply) => {
    const filter = { query: request.body, includePrivate: await includesPrivate(app, request) };
    return streamed(reply, JSON_TYPE, explorerJson(app.db, filter));
  });

  // The map's own payload: the same records and filter, only what the map draws (packages/domain map-payload.ts).
  serve(app, contract.map, async (request, reply) => {
    const filter = { query: request.body, includePrivate: await includesPrivate(app, request) };
    return streamed(reply, MAP_PAYLOAD_TYPE, mapPayload(app.db, filter));
  });

  // The public explorer's first map: every record of the types it offers (the filter's first selection), asked for
  // by the page's first script before it knows those types.
  serve(app, contract.firstMap, async (request, reply) => {
    const includePrivate = await includesPrivate(app, request);
    const build = async function* () {
      const types = await listTypes(app.db, true);
      const query = { ...EVERY_LIST, id_tipo: types.map((t) => t.id) };
      yield* mapPayload(app.db, { query, includePrivate });
    };
    return streamed(reply, MAP_PAYLOAD_TYPE, includePrivate ? build() : await publicMap(build));
  });

  // What the map payload leaves out, for the records it named: a popup's details (on click) or an export's.
  serve(app, contract.details, async (request, reply) => {
    const filter = { ids: request.body.ids, includePrivate: await includesPrivate(app, request) };
    return streamed(reply, JSON_TYPE, detailsJson(app.db, filter));
  });
};
