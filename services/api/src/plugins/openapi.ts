import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as domain from '@ppd/domain';
import { type Access, accessRoles, type RouteContract, apiDocsTexts as texts } from '@ppd/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeclaredRoute } from './auth.ts';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';
const TOKEN = 'token';
type JsonSchema = Record<string, unknown>;

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

/** Every route of every contract group `packages/domain` exports, named as the web and the app client call it. */
export function namedContracts(): { group: string; name: string; route: RouteContract }[] {
  return Object.entries(domain).flatMap(([group, routes]) =>
    typeof routes === 'object' && routes !== null && Object.values(routes).every(isContract)
      ? Object.entries(routes as Record<string, RouteContract>).map(([name, route]) => ({ group, name, route }))
      : [],
  );
}

/** Who may call the operation: the token it needs, its roles (`x-access`) and, for a reader, the same in words. */
function accessOf(access: Access, description: unknown): FastifySchema {
  const roles = accessRoles(access);
  if (roles.length === 0) return { security: [] } as FastifySchema;
  const who = `${texts.access}: ${roles.map((role) => texts.roles[role]).join(', ')}.`;
  return {
    security: [{ [TOKEN]: [] }],
    'x-access': roles,
    description: typeof description === 'string' ? `${description}\n\n${who}` : who,
  } as FastifySchema;
}

/**
 * The body's examples (`.meta({ examples })` on its zod schema): zod leaves them out of the input's JSON Schema
 * when a field transforms (they could be outputs), but the apps' examples are written as what they send.
 */
function withExamples(zodBody: unknown, body: unknown): unknown {
  const examples = zodBody instanceof z.ZodType ? z.globalRegistry.get(zodBody)?.examples : undefined;
  return examples && body ? { ...body, examples } : body;
}

/** A multipart route's form, which the route reads itself (no body schema): the document still says it is one. */
const multipartBody = (body: unknown): FastifySchema =>
  ({
    consumes: body ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'],
    body: body ?? { type: 'object', description: texts.multipart },
  }) as FastifySchema;

/** A file answer (`fileReply`): binary of its media type, not JSON. */
function withFileReplies(response: unknown): unknown {
  if (!response) return response;
  const entries = Object.entries(response as Record<string, JsonSchema>).map(([status, schema]) => {
    const mediaType = schema.contentMediaType;
    if (typeof mediaType !== 'string') return [status, schema];
    const binary = { type: 'string', format: 'binary' };
    return [status, { description: schema.description, content: { [mediaType]: { schema: binary } } }];
  });
  return Object.fromEntries(entries);
}

/** The zod schemas as JSON Schema, plus what the route's config says: its access, its form, its files. */
const documentRoute = (documented: (method: string, url: string) => boolean): SwaggerTransform => {
  // `alertRoutes.raise`: the operation's id is its contract's name (a route not yet on a contract has none).
  const operationIds = new Map(
    namedContracts().map((c) => [`${c.route.method} ${c.route.path}`, `${c.group}.${c.name}`]),
  );
  return (input) => {
    const { route, url } = input;
    if (![route.method].flat().some((method) => documented(method, url))) return { schema: { hide: true }, url };
    const schema = (jsonSchemaTransform(input).schema ?? {}) as JsonSchema;
    const config = route.config as { access: Access; multipart?: boolean };
    return {
      url,
      schema: {
        ...schema,
        operationId: operationIds.get(`${[route.method].flat()[0]} ${url}`),
        body: withExamples(input.schema?.body, schema.body),
        ...accessOf(config.access, schema.description),
        ...(config.multipart && multipartBody(schema.body)),
        response: withFileReplies(schema.response),
      },
    };
  };
};

/** Every error has one shape, whatever the operation: the document says it once and each operation points to it. */
const errorReply = {
  description: texts.error,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
          message: { type: 'string' },
          field: { type: 'string' },
          version: { type: 'integer' },
        },
        required: ['error', 'message'],
      },
    },
  },
};

type Operations = Record<
  string,
  Record<string, { responses: Record<string, { description?: string; $ref?: string }> }>
>;
const FASTIFY_DEFAULT = 'Default Response';

/** Each operation's answers in Spanish, and its errors pointing to their one shape. */
const withErrorReplies: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: Operations; components?: JsonSchema };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const { responses } of Object.values(operations)) {
      for (const reply of Object.values(responses))
        if (reply.description === FASTIFY_DEFAULT) reply.description = texts.success;
      responses.default = { $ref: '#/components/responses/Error' };
    }
  }
  return { ...document, components: { ...document.components, responses: { Error: errorReply } } };
};

/**
 * The OpenAPI 3.1 document of every product route (GET /api/openapi.json), generated from the routes' zod
 * schemas, and Swagger UI reading it at /api/docs from node_modules. Both are public: they describe, they open
 * nothing. Only the routes of `table` (the product's, each with its declared access) are documented.
 */
export default fp(async (app: FastifyInstance, opts: { table: readonly DeclaredRoute[]; publicUrl: string }) => {
  const documented = (method: string, url: string) => opts.table.some((r) => r.method === method && r.url === url);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: texts.title, description: texts.description, version: '1.0.0' },
      servers: [{ url: opts.publicUrl, description: texts.thisServer }],
      components: {
        securitySchemes: {
          [TOKEN]: { type: 'apiKey', in: 'header', name: 'x-access-token', description: texts.token },
        },
      },
    },
    transform: documentRoute(documented),
    transformObject: withErrorReplies,
  });
  const open = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get(OPENAPI_PATH, open, () => app.swagger());
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { deepLinking: true, filter: true } });
});
