import type { ComplaintListReply } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { createCategory, insertComplaint } from './testing.ts';

let t: TestApp;
let staff: string;
let visitor: string;
let visitorId: number;
let mov: { id: number; name: string };
let civil: { id: number; name: string };
/** The complaints of Movilidad by name; the dates are UTC (Mexico City is 6 hours behind). */
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  const v = await createUser(t.db, { type: 'visitor' });
  visitorId = v.id;
  visitor = await loginAs(t.app, v.email, 'secreto123', 'visitor');
  const suffix = Math.random().toString(36).slice(2, 7);
  mov = await createCategory(t.db, '', true, `Movilidad ${suffix}`);
  civil = await createCategory(t.db, '', true, `Protección civil ${suffix}`);
  const file = async (
    name: string,
    category_id: number,
    date: string,
    status: 'no atendida' | 'en proceso' | 'atendida',
  ) => {
    c[name] = (await insertComplaint(t.db, { category_id, visitor_id: visitorId, status, date: new Date(date) })).id;
  };
  await file('oldest', mov.id, '2025-02-27T18:00:00Z', 'en proceso');
  await file('noon', mov.id, '2025-03-01T18:00:00Z', 'no atendida'); // 01/03/2025 12:00 pm
  await file('twin', mov.id, '2025-03-01T18:00:00Z', 'no atendida'); // same instant: the id decides
  await file('evening', mov.id, '2025-03-01T20:00:00Z', 'en proceso'); // 01/03/2025 02:00 pm
  await file('night', mov.id, '2025-03-02T05:00:00Z', 'atendida'); // 01/03/2025 11:00 pm there, 2 March in UTC
  await file('newest', mov.id, '2025-03-05T15:00:00Z', 'atendida');
  await file('civil', civil.id, '2025-03-01T19:00:00Z', 'atendida'); // 01/03/2025 01:00 pm
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string, token = staff) => {
  const res = await t.app.inject({ url: `/api/complaints/?${query}`, headers: { 'x-access-token': token } });
  return { res, body: res.json() as ComplaintListReply };
};
const idsOf = (reply: ComplaintListReply) => reply.rows.map((r) => r.id);

describe('GET /api/complaints/', () => {
  it('pages the list in one order, newest first: page 2 continues page 1 without repeats', async () => {
    const { body: all } = await list(`category_id=${mov.id}`);
    expect(idsOf(all)).toEqual([c.newest, c.night, c.evening, c.twin, c.noon, c.oldest]);
    expect(all.total).toBe(6);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push((await list(`category_id=${mov.id}&pageSize=2&page=${page}`)).body);
    expect(pages.map(idsOf)).toEqual([[c.newest, c.night], [c.evening, c.twin], [c.noon, c.oldest], []]);
    expect(pages.every((p) => p.total === 6)).toBe(true);
    // The list shows what it needs; the media's metadata is the detail's.
    expect(all.rows[0]).toMatchObject({
      id: c.newest,
      category_name: mov.name,
      status: 'atendida',
      visitor_id: visitorId,
    });
    expect(all.rows[0]).not.toHaveProperty('media_metadata');
  });

  it('sorts oldest first on asc, the same instant by id', async () => {
    const { body } = await list(`category_id=${mov.id}&order=asc`);
    expect(idsOf(body)).toEqual([c.oldest, c.noon, c.twin, c.evening, c.night, c.newest]);
    const { body: second } = await list(`category_id=${mov.id}&order=asc&pageSize=4&page=2`);
    expect(idsOf(second)).toEqual([c.night, c.newest]);
  });

  it('counts each tab under the category and the search, whatever the tab, and totals the tab', async () => {
    // The date as the list shows it, in Mexico City time: 11:00 pm of the 1st is the 2nd in UTC.
    const { body } = await list(`category_id=${mov.id}&search=01/03/2025&status=en proceso`);
    expect(body.counts).toEqual({ Todos: 4, 'no atendida': 2, 'en proceso': 1, atendida: 1 });
    expect(body.total).toBe(1);
    expect(idsOf(body)).toEqual([c.evening]);
    const { body: night } = await list(`category_id=${mov.id}&search=${encodeURIComponent(' 11:00 PM ')}`);
    expect(idsOf(night)).toEqual([c.night]);
    // Without the category the same day holds the other category's complaint too.
    const { body: day } = await list('search=01/03/2025&status=atendida');
    expect(day.counts).toEqual({ Todos: 5, 'no atendida': 2, 'en proceso': 1, atendida: 2 });
    expect(idsOf(day)).toEqual([c.night, c.civil]);
    // The category's name, accents and case aside.
    const { body: named } = await list('search=PROTECCION');
    expect(idsOf(named)).toEqual([c.civil]);
    expect(named.counts).toEqual({ Todos: 1, 'no atendida': 0, 'en proceso': 0, atendida: 1 });
    // '%' and '_' are searched as they are.
    expect((await list('search=%25')).body.total).toBe(0);
  });

  it('lists the complaint whose folio is searched first, then the others that match in the chosen order', async () => {
    // A newer complaint whose category names the oldest one's id matches its folio's digits too.
    const zone = await createCategory(t.db, '', true, `Zona ${c.oldest} ${Math.random().toString(36).slice(2, 7)}`);
    const other = await insertComplaint(t.db, {
      category_id: zone.id,
      visitor_id: visitorId,
      date: new Date('2025-04-01T18:00:00Z'),
    });
    for (const order of ['desc', 'asc']) {
      const { body } = await list(`search=${c.oldest}&order=${order}`);
      expect(body.rows[0]!.id).toBe(c.oldest);
      expect(idsOf(body)).toContain(other.id);
    }
    const { body: folio } = await list(`search=f-${c.oldest}`);
    expect(idsOf(folio)[0]).toBe(c.oldest);
    expect(idsOf(folio)).not.toContain(other.id);
  });

  it('refuses a bad query naming the field, and answers staff only', async () => {
    for (const [query, field] of [
      ['status=abierta', 'status'],
      ['order=up', 'order'],
      ['page=0', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=1001', 'pageSize'],
      ['category_id=x', 'category_id'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ]) {
      const { res } = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).field, query).toBe(field);
    }
    expect((await list('', visitor)).res.statusCode).toBe(403);
  });

  it('exports what the list shows, in its order', async () => {
    const query = `category_id=${mov.id}&search=01/03/2025&order=asc`;
    const { body } = await list(query);
    const res = await t.app.inject({ url: `/api/complaints/export?${query}`, headers: { 'x-access-token': staff } });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Denuncias!, { header: 1 });
    expect(rows.slice(1).map((r) => r[0])).toEqual(body.rows.map((r) => `F-${r.id}`));
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      '01/03/2025 12:00 PM',
      '01/03/2025 12:00 PM',
      '01/03/2025 02:00 PM',
      '01/03/2025 11:00 PM',
    ]);
  });
});
