import { alertRoutes } from '@ppd/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { DeclaredRoute } from './auth.ts';
import { namedContracts } from './openapi.ts';
import { type OpenApiDocument, type Operation, openapiPath, operationOf } from './openapi-testing.ts';

let t: TestApp;
let source: string;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) t.app.swagger(); // throws the generator's error, which the 500 hides
  source = res.body;
  document = res.json();
});
afterAll(() => t.close());

/** The rules of the OpenAPI 3.1 specification a generated document can break (style rules aside). */
const SPEC_RULES = [
  'no-unresolved-refs',
  'no-identical-paths',
  'path-parameters-defined',
  'path-declaration-must-exist',
  'operation-parameters-unique',
  'operation-2xx-response',
  'security-defined',
  'no-enum-type-mismatch',
  'no-invalid-media-type-examples',
  'no-invalid-schema-examples',
  'no-example-value-and-externalValue',
] as const;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (Redocly: the specification, and examples that match their schemas)', async () => {
    const rules = Object.fromEntries(SPEC_RULES.map((rule) => [rule, 'error' as const]));
    const config = await createConfig({ extends: ['spec'], rules });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(document.openapi).toBe('3.1.0');
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it('is public: an app reads it before signing in', async () => {
    expect((await t.app.inject({ url: '/apidev/api/openapi.json' })).statusCode).toBe(200);
  });

  it('is read at /api/docs, a page whose scripts and styles the API serves itself', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    for (const url of assets) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('says who may call each operation: the token and the roles, or nothing for a public route', () => {
    const raise = operationOf(document, alertRoutes.raise);
    expect(raise.security).toEqual([{ token: [] }]);
    expect(raise['x-access']).toEqual(['visitor']);
    expect(raise.description).toContain('Acceso: visitantes.');
    expect(raise.summary).toBe('Levantar una alerta desde la app de visitantes');
    expect(raise.tags).toEqual(['Alertas']);
    expect(raise.operationId).toBe('alertRoutes.raise');
    expect(operationOf(document, { method: 'POST', path: '/users/login/' }).security).toEqual([]);
    expect(document.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-access-token',
    });
  });

  it('shows an example of what the apps send', () => {
    const body = operationOf(document, alertRoutes.raise).requestBody?.content['application/json'];
    expect(body?.example ?? body?.examples).toBeDefined();
  });

  it("describes a file answer (fileReply) as binary of the file's type, not JSON", () => {
    const files = namedContracts().flatMap(({ route }) =>
      Object.entries(route.responses).flatMap(([status, schema]) => {
        const meta = schema && z.globalRegistry.get(schema);
        return meta?.format === 'binary' ? [{ route, status, type: String(meta.contentMediaType) }] : [];
      }),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const { route, status, type } of files) {
      const content = operationOf(document, route).responses[status]?.content;
      expect(content, `${route.method} ${route.path}`).toEqual({
        [type]: { schema: { type: 'string', format: 'binary' } },
      });
    }
  });

  it('describes a form as multipart/form-data', () => {
    const forms = t.app.routeTable.filter((route) => route.multipart);
    expect(forms.length).toBeGreaterThan(0);
    for (const route of forms) {
      expect(operationOf(document, route).requestBody?.content, route.url).toHaveProperty(['multipart/form-data']);
    }
  });
});

/** The route's success answer in the document, with the schema of its body (none for 204). */
function successSchemaOf(operation: Operation | undefined): boolean {
  const replies = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  return replies.some(([status, reply]) => status === '204' || reply.content !== undefined);
}

describe('every registered route', () => {
  const name = (route: DeclaredRoute) => `${route.method} ${route.url}`;

  it('is in the document', () => {
    const missing = t.app.routeTable.filter(
      (r) => document.paths[openapiPath(r.url)]?.[r.method.toLowerCase()] === undefined,
    );
    expect(missing.map(name)).toEqual([]);
  });

  it('has a response schema for its success status', () => {
    const lacking = t.app.routeTable.filter(
      (r) => !successSchemaOf(document.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]),
    );
    expect(lacking.map(name)).toEqual([]);
  });
});
