import type { UserType } from '@ppd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createUser, loginAs, type TestApp } from '../test/app.ts';
import type { DeclaredRoute } from './plugins/auth.ts';

/**
 * Every registered route gets the same bad inputs, as an attacker or a careless client would send them. None may
 * crash (5xx), every refusal is in Spanish and, when it is a 400, names the field, and no refused request changes
 * a row. New routes join the sweep by being registered.
 */
let t: TestApp;
const tokens = new Map<UserType | 'admin', string>();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_MINUTE: '100000', ADDRESS_MAX_PER_MINUTE: '100000' });
  for (const [key, type, isAdmin] of [
    ['admin', 'monitor', true],
    ['monitor', 'monitor', false],
    ['authority', 'authority', false],
    ['visitor', 'visitor', false],
  ] as const) {
    const user = await createUser(t.db, { type, is_admin: isAdmin });
    tokens.set(key, await loginAs(t.app, user.email, 'secreto123', type));
  }
});
afterAll(() => t.close());

/** A caller the route lets through, so the input reaches validation. */
function tokenFor(route: DeclaredRoute): string | undefined {
  if (route.access === 'public') return undefined;
  if (route.access === 'admin') return tokens.get('admin');
  return tokens.get(route.access.includes('monitor') ? 'admin' : route.access[0]!);
}

const LONG_PARAM = '7'.repeat(101);
const BAD_IDS = ['99999999999', '2147483648', 'true', '0x10', '1e3', '-1', '0', 'abc', '%20', '1.5', LONG_PARAM];
const NO_SUCH_ID = '2147483647';
const HUGE = 'x'.repeat(20_000);
const ENGLISH = /\b(the|is|must|expected|invalid|should|not|found|unexpected|body|request|required|too)\b/i;

const withParams = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);
const readsBody = (route: DeclaredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

function keysOf(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  while (s && !(s instanceof z.ZodObject)) {
    if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else return [];
  }
  return s ? Object.keys(s.shape) : [];
}

const hugeOf = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, HUGE]));

interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  expect?: number;
}

function casesFor(route: DeclaredRoute): Case[] {
  const url = withParams(route.url, NO_SUCH_ID);
  // An id in the path must be refused as such (400), not read as another number and looked up (404).
  const cases: Case[] = /:\w*id\b/i.test(route.url)
    ? BAD_IDS.map((id) => ({ name: `id ${id}`, url: withParams(route.url, id), expect: 400 }))
    : [];
  const queryKeys = keysOf(route.schema?.querystring);
  if (queryKeys.length > 0) {
    const query = new URLSearchParams(Object.fromEntries(queryKeys.map((k) => [k, 'y'.repeat(5_000)])));
    cases.push({ name: 'huge query', url: `${url}?${query}` });
  }
  if (!readsBody(route)) return cases;
  const json = { 'content-type': 'application/json' };
  cases.push(
    { name: 'malformed JSON', url, headers: json, payload: '{"nombre": "a",' },
    { name: '__proto__', url, headers: json, payload: '{"__proto__": {"is_admin": true}}' },
    { name: 'wrong content type', url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    {
      name: 'malformed multipart',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nuno\r\n--XX\r\nContent-Disp',
    },
  );
  const bodyKeys = keysOf(route.schema?.body);
  if (bodyKeys.length > 0 || route.multipart) {
    const keys = bodyKeys.length > 0 ? bodyKeys : ['nombre', 'name', 'descripcion', 'email', 'id'];
    cases.push({ name: 'huge strings', url, headers: json, payload: JSON.stringify(hugeOf(keys)) });
  }
  return cases;
}

/**
 * Every table's rows, hashed: equal before and after means nothing was written. Save the visitors' report quotas: a
 * complaint counts as sent before its form is read (so a flooder's upload is never processed), as it did in Redis.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'report_quotas' ORDER BY 1`.execute(
    t.db,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ digest: string | null }>`
      SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM ${sql.table(name)} r`.execute(t.db);
    out[name] = rows[0]?.digest ?? '';
  }
  return out;
}

type ErrorShape = { error?: { name?: string }; message?: string; field?: string };

/** Open311's refusals are the standard's `[{ code, description }]`, the field named last in the description. */
function fromOpen311(body: unknown): ErrorShape {
  if (!Array.isArray(body)) return body as ErrorShape;
  const [first] = body as { code?: number; description?: string }[];
  const [, message, field] = /^(.*?)(?: \(([\w.-]+)\))?$/s.exec(first?.description ?? '') ?? [];
  return { error: { name: first?.code ? String(first.code) : undefined }, message, field };
}

function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: ErrorShape;
  try {
    body = fromOpen311(res.json());
  } catch {
    return `answered ${res.statusCode} without JSON: ${res.body.slice(0, 100)}`;
  }
  if (!body.error?.name || !body.message) return `answered ${res.statusCode} without the error shape: ${res.body}`;
  if (ENGLISH.test(body.message)) return `answered in English: ${body.message}`;
  if (res.statusCode === 400 && !body.field) return `a 400 that names no field: ${body.message}`;
  return null;
}

describe('every route refuses bad input cleanly', () => {
  it('sweeps the whole route table', async () => {
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const token = tokenFor(route);
      const headersOf = (c: Case) => ({ ...(token ? { 'x-access-token': token } : {}), ...c.headers });
      const before = await snapshot();
      let refusedAll = true;
      for (const c of casesFor(route)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: c.url,
          headers: headersOf(c),
          payload: c.payload,
        });
        const problem = problemOf(res);
        sent += 1;
        if (problem) problems.push(`${route.method} ${route.url} [${c.name}] ${problem}`);
        else if (c.expect && res.statusCode !== c.expect)
          problems.push(`${route.method} ${route.url} [${c.name}] answered ${res.statusCode}, not ${c.expect}`);
        if (res.statusCode < 400) {
          refusedAll = false;
          problems.push(`${route.method} ${route.url} [${c.name}] was accepted (${res.statusCode})`);
        }
      }
      if (refusedAll) {
        const after = await snapshot();
        for (const table of Object.keys(after)) {
          if (after[table] !== before[table]) problems.push(`${route.method} ${route.url} changed table ${table}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 4);
  }, 600_000);

  it('accepts an empty body sent with a JSON content type', async () => {
    const problems: string[] = [];
    for (const route of t.app.routeTable.filter(readsBody)) {
      const token = tokenFor(route);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: withParams(route.url, NO_SUCH_ID),
        headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      });
      const problem = problemOf(res);
      if (problem) problems.push(`${route.method} ${route.url} ${problem}`);
      if (res.statusCode === 400 && res.json().field === 'body') {
        problems.push(`${route.method} ${route.url} refused the empty body itself: ${res.json().message}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("a path parameter past the router's limit (100 characters)", () => {
  it('is refused in the error shape, in Spanish, naming the path and not echoing it', async () => {
    const problems: string[] = [];
    for (const route of t.app.routeTable.filter((r) => r.url.includes('/:'))) {
      const token = tokenFor(route);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: withParams(route.url, LONG_PARAM),
        headers: token ? { 'x-access-token': token } : {},
      });
      const problem = problemOf(res) ?? (res.body.includes(LONG_PARAM) ? 'echoed the path' : null);
      if (problem || res.statusCode !== 400) problems.push(`${route.method} ${route.url} ${res.statusCode} ${problem}`);
      else expect(res.json()).toMatchObject({ error: { name: 'ValidationError' }, field: 'path' });
    }
    expect(problems).toEqual([]);
  });
});

describe('oversized headers', () => {
  it('answers 431 in the error shape, in Spanish', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/health`, { headers: { 'x-big': 'z'.repeat(40_000) } });
    expect(res.status).toBe(431);
    const body = (await res.json()) as { message: string };
    expect(body).toMatchObject({ error: { name: 'HeadersTooLarge' }, field: 'headers' });
    expect(body.message).not.toMatch(ENGLISH);
  });
});
