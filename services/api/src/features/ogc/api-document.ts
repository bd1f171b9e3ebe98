import { OGC_TYPES, ogcRoutes, ogcTexts, type RouteContract } from '@ppd/domain';
import { z } from 'zod';

type Json = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;

type ObjectSchema = { properties?: Record<string, Json>; required?: string[] };

/**
 * A contract's path or query fields as OpenAPI 3.0 parameters. A number is described as the value it is read as
 * (limit: an integer from 1 to 10,000, 10 by default); bbox and datetime, read into objects, as the text sent.
 */
function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const sent = schemaOf(schema, 'input') as ObjectSchema;
  const read = schemaOf(schema, 'output') as ObjectSchema;
  return Object.entries(sent.properties ?? {}).map(([name, property]) => {
    const value = read.properties?.[name];
    const isNumber = value?.type === 'integer' || value?.type === 'number';
    return {
      name,
      in: place,
      required: place === 'path' || (sent.required ?? []).includes(name),
      schema: isNumber ? value : property,
      style: 'form',
      explode: false,
    };
  });
}

const mediaTypeOf = (route: RouteContract) =>
  route === ogcRoutes.api
    ? OGC_TYPES.openapi
    : route === ogcRoutes.items || route === ogcRoutes.item
      ? OGC_TYPES.geojson
      : OGC_TYPES.json;

const errorReply = {
  description: 'Error: { error: { name }, message, field? }',
  content: { [OGC_TYPES.json]: { schema: { type: 'object' } } },
};

function operationOf(name: string, route: RouteContract): Json {
  const reply = route.responses[200] as z.ZodType;
  return {
    operationId: name,
    summary: route.summary,
    ...(route.description && { description: route.description }),
    tags: [route.tag],
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    responses: {
      200: { description: route.summary, content: { [mediaTypeOf(route)]: { schema: schemaOf(reply, 'output') } } },
      default: errorReply,
    },
  };
}

/** `/ogc/collections/:collection` as the document names it under its server (`…/ogc`): `/collections/{collection}`. */
const pathOf = (route: RouteContract) => route.path.replace(/^\/ogc/, '').replace(/:([A-Za-z]+)/g, '{$1}') || '/';

/**
 * The service description of /ogc (Part 1's oas30 class): an OpenAPI 3.0 document written from the same zod
 * contracts the API serves (and /api/openapi.json documents), so the two never disagree.
 */
export function ogcApiDocument(base: string): Json {
  const paths = Object.fromEntries(
    Object.entries(ogcRoutes).map(([name, route]) => [pathOf(route), { get: operationOf(name, route) }]),
  );
  return {
    openapi: '3.0.3',
    info: { title: ogcTexts.title, description: ogcTexts.description, version: '1.0.0' },
    servers: [{ url: base }],
    paths,
  };
}
