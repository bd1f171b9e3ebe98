/** The parts of the OpenAPI document the tests read. */
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-access'?: string[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** Fastify's `/api/alerts/:id` as OpenAPI writes it: `/api/alerts/{id}`. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

export function operationOf(
  document: OpenApiDocument,
  route: { method: string; path?: string; url?: string },
): Operation {
  const path = openapiPath(route.path ?? route.url ?? '');
  const operation = document.paths[path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${path} is not in the document`);
  return operation;
}
