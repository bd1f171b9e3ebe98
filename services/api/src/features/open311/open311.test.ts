import { businessDaysBetween, DEFAULT_COMPLAINT_TARGETS, open311Texts } from '@ppd/domain';
import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, rowCount, type TestApp } from '../../../test/app.ts';
import { lastEvent } from '../../../test/outbox.ts';
import { complaintForm, createCategory, insertComplaint } from '../complaints/testing.ts';

/**
 * The standard's own examples (wiki.open311.org/GeoReport_v2): the requests it shows, replayed here, and the fields
 * and nesting of the answers it shows, which ours must have in JSON and in XML.
 */
const EXAMPLE = {
  service: ['description', 'group', 'keywords', 'metadata', 'service_code', 'service_name', 'type'],
  definition: ['attributes', 'service_code'],
  filed: ['account_id', 'service_notice', 'service_request_id'],
  request: [
    'address',
    'address_id',
    'agency_responsible',
    'description',
    'expected_datetime',
    'lat',
    'long',
    'media_url',
    'requested_datetime',
    'service_code',
    'service_name',
    'service_notice',
    'service_request_id',
    'status',
    'status_notes',
    'updated_datetime',
    'zipcode',
  ],
  error: ['code', 'description'],
};

let t: TestApp;
let category: { id: number; name: string };
let visitor: Awaited<ReturnType<typeof createUser>>;
const tokens: Record<string, string> = {};
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t.db);
  const admin = await createUser(t.db, { is_admin: true });
  tokens.admin = await loginAs(t.app, admin.email);
  const staff = await createUser(t.db);
  tokens.staff = await loginAs(t.app, staff.email);
  visitor = await createUser(t.db, { type: 'visitor', name: 'Lucía', last_name: 'Ortega', phone_number: '5512345678' });
  tokens.visitor = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
  apiKey = (await issue('Ciudad 311')).json().key;
});
afterAll(() => t.close());

function issue(name: string, token = tokens.admin!) {
  return t.app.inject({
    method: 'POST',
    url: '/api/integrations/api-keys',
    headers: { 'x-access-token': token },
    payload: { name },
  });
}

const xml = new XMLParser({ parseTagValue: false });
const keys = (o: object) => Object.keys(o).sort();
const asArray = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

/** POST requests as the standard's example sends it: a form, with api_key among the fields. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
function post(format: 'json' | 'xml', fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/open311/v2/requests.${format}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}
const standardRequest = (over: Record<string, string> = {}) => ({
  api_key: apiKey,
  service_code: String(category.id),
  lat: '19.4326077',
  long: '-99.133208',
  address_string: 'Zócalo, Centro',
  email: 'lucia@ejemplo.mx',
  device_id: 'tt222111',
  account_id: '123456',
  first_name: 'Lucía',
  last_name: 'Ortega',
  phone: '5512345678',
  description: 'Una coladera sin tapa frente al número 12.',
  media_url: 'https://ejemplo.mx/coladera.jpg',
  ...over,
});

function xmlOf(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return xml.parse(res.body);
}

describe('services', () => {
  it('lists the enabled categories with the fields of the standard, in JSON and XML', async () => {
    const disabled = await createCategory(t.db, '', false);
    const json = await t.app.inject({ url: '/open311/v2/services.json' });
    expect(json.statusCode).toBe(200);
    const services = json.json<{ service_code: string; service_name: string }[]>();
    const ours = services.find((s) => s.service_code === String(category.id))!;
    expect(keys(ours)).toEqual(EXAMPLE.service);
    expect(ours).toMatchObject({ service_name: category.name, metadata: false, type: 'realtime' });
    expect(services.map((s) => s.service_code)).not.toContain(String(disabled.id));

    const doc = xmlOf(await t.app.inject({ url: '/open311/v2/services.xml' }));
    const items = asArray(doc.services.service) as Record<string, string>[];
    expect(items.map(keys)).toEqual(services.map(keys));
    expect(items.find((s) => s.service_code === String(category.id))).toMatchObject({
      service_name: category.name,
      metadata: 'false',
    });
  });

  it("answers a service's definition, without attributes, and 404 for an unknown code", async () => {
    const json = await t.app.inject({ url: `/open311/v2/services/${category.id}.json` });
    expect(json.json()).toEqual({ service_code: String(category.id), attributes: [] });
    expect(keys(json.json())).toEqual(EXAMPLE.definition);
    const doc = xmlOf(await t.app.inject({ url: `/open311/v2/services/${category.id}.xml` }));
    expect(doc.service_definition).toEqual({ service_code: String(category.id), attributes: '' });

    const unknown = await t.app.inject({ url: '/open311/v2/services/2147483647.xml' });
    expect(unknown.statusCode).toBe(404);
    expect(xmlOf(unknown).errors.error).toEqual({ code: '404', description: open311Texts.serviceUnknown });
  });
});

describe('POST requests', () => {
  it('files a complaint from the standard example request with an api_key, and answers its fields', async () => {
    const before = await rowCount(t.db, 'outbox');
    const res = await post('json', standardRequest());
    expect(res.statusCode, res.body).toBe(201);
    const [filed] = res.json<{ service_request_id: number; service_notice: string; account_id: null }[]>();
    expect(keys(filed!)).toEqual(EXAMPLE.filed);
    expect(filed!.service_notice).toContain(`F-${filed!.service_request_id}`);
    const row = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', filed!.service_request_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category_id: category.id, text: standardRequest().description, lat: 19.4326077 });
    const event = await lastEvent(t.db, 'complaint.filed');
    expect(event.payload).toMatchObject({ complaint: { id: row.id, category_id: category.id } });
    expect(await rowCount(t.db, 'outbox')).toBe(before + 1);

    const doc = xmlOf(await post('xml', standardRequest()));
    expect(keys(doc.service_requests.request)).toEqual(EXAMPLE.filed);
  });

  it("files as the visitor whose bearer token it carries, and refuses a gestor's", async () => {
    const { api_key: _, ...fields } = standardRequest();
    const res = await post('json', fields, { authorization: `Bearer ${tokens.visitor}` });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()[0].service_request_id;
    const row = await t.db.selectFrom('complaints').select('visitor_id').where('id', '=', id).executeTakeFirst();
    expect(row?.visitor_id).toBe(visitor.id);
    const staff = await post('json', fields, { authorization: `Bearer ${tokens.staff}` });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual([{ code: 403, description: open311Texts.visitorsOnly }]);
  });

  it('refuses a missing or unknown key and an unknown service in the standard error shape, writing nothing', async () => {
    const before = await rowCount(t.db, 'complaints');
    const { api_key: _, ...noKey } = standardRequest();
    const missing = await post('json', noKey);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual([{ code: 403, description: open311Texts.apiKey }]);
    const wrong = await post('xml', standardRequest({ api_key: 'ppd_inventada' }));
    expect(wrong.statusCode).toBe(403);
    expect(keys(xmlOf(wrong).errors.error)).toEqual(EXAMPLE.error);
    const service = await post('json', standardRequest({ service_code: '2147483647' }));
    expect(service.statusCode).toBe(400);
    expect(service.json()[0].description).toContain('(service_code)');
    const halfPosition = await post('json', standardRequest({ long: '' }));
    expect(halfPosition.statusCode).toBe(400);
    expect(await rowCount(t.db, 'complaints')).toBe(before);
  });
});

describe('GET requests', () => {
  let openId: number;
  let closedId: number;

  beforeAll(async () => {
    const other = await createCategory(t.db);
    openId = (await insertComplaint(t.db, { category_id: category.id, visitor_id: visitor.id, status: 'en proceso' }))
      .id;
    await t.db
      .updateTable('complaints')
      .set({ lat: 19.4326077, lon: -99.133208, reply: 'Va la cuadrilla.' })
      .where('id', '=', openId)
      .execute();
    closedId = (await insertComplaint(t.db, { category_id: other.id, visitor_id: visitor.id, status: 'atendida' })).id;
  });

  const requests = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/open311/v2/requests.json${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>[]>();
  };

  it("replays the standard's example query and answers its fields, in JSON and XML", async () => {
    const end = new Date(Date.now() + 60_000).toISOString();
    const query = `?start_date=2026-01-01T00:00:00Z&end_date=${end}&status=open`;
    const found = await requests(query);
    const ours = found.find((r) => r.service_request_id === openId)!;
    expect(keys(ours)).toEqual(EXAMPLE.request);
    expect(ours).toMatchObject({ status: 'open', status_notes: 'Va la cuadrilla.', service_code: String(category.id) });
    // Expected by its category's closing target: 20 business days after it was filed, by default.
    const filed = new Date(ours.requested_datetime as string);
    const expected = new Date(ours.expected_datetime as string);
    expect(businessDaysBetween(filed, expected)).toBe(DEFAULT_COMPLAINT_TARGETS.closing_days);
    expect(businessDaysBetween(filed, new Date(expected.getTime() - 60_000))).toBe(
      DEFAULT_COMPLAINT_TARGETS.closing_days - 1,
    );
    expect(found.map((r) => r.service_request_id)).not.toContain(closedId);

    const doc = xmlOf(await t.app.inject({ url: `/open311/v2/requests.xml${query}` }));
    const items = asArray(doc.service_requests.request) as Record<string, string>[];
    const inXml = items.find((r) => r.service_request_id === String(openId))!;
    expect(keys(inXml)).toEqual(EXAMPLE.request);
    expect(inXml).toMatchObject({
      status: 'open',
      status_notes: 'Va la cuadrilla.',
      expected_datetime: ours.expected_datetime,
    });
  });

  it('maps atendida to closed, filters by service_code, and answers one request by id', async () => {
    const closed = await requests('?status=closed');
    expect(closed.map((r) => r.service_request_id)).toContain(closedId);
    expect(closed.every((r) => r.status === 'closed')).toBe(true);
    expect(closed.find((r) => r.service_request_id === closedId)?.expected_datetime).toBeNull();
    const ofCategory = await requests(`?service_code=${category.id}`);
    expect(ofCategory.every((r) => r.service_code === String(category.id))).toBe(true);
    expect(ofCategory.map((r) => r.service_request_id)).not.toContain(closedId);

    const one = await t.app.inject({ url: `/open311/v2/requests/${closedId}.json` });
    expect(one.json()).toEqual([expect.objectContaining({ service_request_id: closedId, status: 'closed' })]);
    const doc = xmlOf(await t.app.inject({ url: `/open311/v2/requests/${closedId}.xml` }));
    expect(doc.service_requests.request).toMatchObject({ service_request_id: String(closedId), status: 'closed' });
    const missing = await t.app.inject({ url: '/open311/v2/requests/2147483647.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual([{ code: 404, description: open311Texts.requestUnknown }]);
  });

  it('keeps to the last 90 days by default', async () => {
    const old = await insertComplaint(t.db, {
      category_id: category.id,
      visitor_id: visitor.id,
      date: new Date(Date.now() - 100 * 86_400_000),
    });
    expect((await requests('')).map((r) => r.service_request_id)).not.toContain(old.id);
    const wide = await requests('?start_date=2000-01-01');
    expect(wide.map((r) => r.service_request_id)).toContain(old.id);
  });

  it('shows no personal data publicly and positions to 3 decimals; a gestor sees them exact', async () => {
    const res = await t.app.inject({ url: `/open311/v2/requests/${openId}.json` });
    for (const personal of [visitor.email, visitor.name, visitor.last_name, '5512345678']) {
      expect(res.body).not.toContain(personal);
    }
    expect(keys(res.json()[0])).toEqual(EXAMPLE.request);
    expect(res.json()[0]).toMatchObject({ lat: 19.433, long: -99.133, media_url: null });
    const listed = await requests('');
    expect(JSON.stringify(listed)).not.toContain(visitor.email);
    expect(listed.find((r) => r.service_request_id === openId)).toMatchObject({ lat: 19.433, long: -99.133 });

    const staff = await requests('', { authorization: `Bearer ${tokens.staff}` });
    expect(staff.find((r) => r.service_request_id === openId)).toMatchObject({ lat: 19.4326077, long: -99.133208 });
    const asVisitor = await requests('', { authorization: `Bearer ${tokens.visitor}` });
    expect(asVisitor.find((r) => r.service_request_id === openId)).toMatchObject({ lat: 19.433 });
  });

  it('refuses bad dates, a reversed window, an unknown format and an unknown path in the standard error shape', async () => {
    for (const query of ['?start_date=ayer', '?start_date=2026-02-01T00:00:00Z&end_date=2026-01-01T00:00:00Z']) {
      const res = await t.app.inject({ url: `/open311/v2/requests.json${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(keys(res.json()[0])).toEqual(EXAMPLE.error);
      expect(res.json()[0].code).toBe(400);
    }
    const xmlRefusal = await t.app.inject({ url: '/open311/v2/requests.xml?status=pendiente' });
    expect(xmlRefusal.statusCode).toBe(400);
    expect(xmlOf(xmlRefusal).errors.error.description).toContain(open311Texts.status);
    expect((await t.app.inject({ url: '/open311/v2/requests.csv' })).statusCode).toBe(400);
    const nowhere = await t.app.inject({ url: '/open311/v2/tokens/abc.xml' });
    expect(nowhere.statusCode).toBe(404);
    expect(keys(xmlOf(nowhere).errors.error)).toEqual(EXAMPLE.error);
  });
});

describe('API keys', () => {
  const list = (token = tokens.admin!) =>
    t.app.inject({ url: '/api/integrations/api-keys', headers: { 'x-access-token': token } });
  const revoke = (id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/api-keys/${id}`,
      headers: { 'x-access-token': tokens.admin! },
    });

  it('issues a key shown once, lists it without the key, and only to administrators', async () => {
    const issued = await issue('Mark-a-Spot');
    expect(issued.statusCode).toBe(201);
    const { key, ...shown } = issued.json();
    expect(key).toMatch(/^ppd_/);
    expect(shown.hint).toBe(key.slice(0, shown.hint.length));
    const listed = await list();
    expect(listed.json()).toContainEqual(shown);
    expect(listed.body).not.toContain(key);
    const stored = await t.db.selectFrom('api_keys').select('key_hash').where('id', '=', shown.id).executeTakeFirst();
    expect(stored?.key_hash).not.toContain(key);
    expect((await issue('Otra', tokens.staff)).statusCode).toBe(403);
    expect((await list(tokens.staff)).statusCode).toBe(403);
    const audit = await t.db.selectFrom('outbox').select('payload').where('type', '=', 'api_key.issued').execute();
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('refuses a revoked key at once; revoking it again says it was', async () => {
    const issued = (await issue('FixMyStreet')).json();
    expect((await post('json', standardRequest({ api_key: issued.key }))).statusCode).toBe(201);
    const revoked = await revoke(issued.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    const refused = await post('json', standardRequest({ api_key: issued.key }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([{ code: 403, description: open311Texts.apiKey }]);
    expect((await revoke(issued.id)).statusCode).toBe(409);
    expect((await revoke(2147483647)).statusCode).toBe(404);
  });
});

describe("the complaints' per-account limit", () => {
  let limited: TestApp;
  afterAll(() => limited?.close());

  it("counts Open311 requests with the app's complaints, and refuses past it in the standard shape", async () => {
    limited = await createTestApp({ REPORTS_MAX_PER_MINUTE: '2' });
    const { id: categoryId } = await createCategory(limited.db);
    const someone = await createUser(limited.db, { type: 'visitor' });
    const token = await loginAs(limited.app, someone.email, 'secreto123', 'visitor');
    const app = complaintForm({ category_id: String(categoryId), text: 'Desde la app' });
    const fromApp = await limited.app.inject({
      method: 'POST',
      url: '/api/app/complaints',
      headers: { ...app.headers, 'x-access-token': token },
      payload: app.payload,
    });
    expect(fromApp.statusCode).toBe(201);
    const open311 = () =>
      limited.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        headers: { authorization: `Bearer ${token}` },
        payload: { service_code: String(categoryId), description: 'Por Open311' },
      });
    expect((await open311()).statusCode).toBe(201);
    const refused = await open311();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(keys(refused.json()[0])).toEqual(EXAMPLE.error);
    expect(refused.json()[0].code).toBe(429);
  });
});
