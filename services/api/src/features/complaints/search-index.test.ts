import { type ComplaintCounts, complaintListQuery } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/app.ts';
import { indexesOf, planOf, statementsOf } from '../../../test/statements.ts';
import { listComplaintPage } from './queries.ts';
import { createCategory, insertComplaint } from './testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const visitor = await createUser(t.db, { type: 'visitor' });
  const category = await createCategory(t.db);
  await insertComplaint(t.db, {
    category_id: category.id,
    visitor_id: visitor.id,
    date: new Date('2025-03-01T18:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

/**
 * The indexes each statement of the list's search can be served by. Sequential and plain index scans are turned off,
 * so a statement reads an index only if one matches the search's expressions exactly; else its plan reads the table.
 */
async function searchIndexes(search: string) {
  return t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexonlyscan = off`.execute(trx);
    const statements = await statementsOf(trx, (db) => listComplaintPage(db, complaintListQuery.parse({ search })));
    const searching = statements.filter((s) => s.sql.includes('from "complaints" as "c"'));
    return Promise.all(searching.map(async (s) => indexesOf((await planOf(trx, s)).Plan)));
  });
}

describe('the complaints search at scale', () => {
  it('reads the folio and shown-date indexes for a search as typed, for the page and the tabs’ counts', async () => {
    const both = ['complaints_folio_trgm_idx', 'complaints_shown_date_trgm_idx'];
    for (const search of ['F-12', '03/2025', '12:00 pm']) {
      expect(await searchIndexes(search)).toEqual([expect.arrayContaining(both), expect.arrayContaining(both)]);
    }
  });

  it('reads only that day’s dates for a search that begins with a day, and finds nothing for a day that is none', async () => {
    const day = ['complaints_folio_trgm_idx', 'complaints_date_idx'];
    for (const search of ['01/03/2025', '01/03/2025 12:00 pm']) {
      expect(await searchIndexes(search)).toEqual([expect.arrayContaining(day), expect.arrayContaining(day)]);
    }
    for (const search of ['01/03/2025 12:00 pm', '01/03/2025 12']) {
      expect((await listComplaintPage(t.db, complaintListQuery.parse({ search }))).total).toBe(1);
    }
    for (const search of ['31/02/2025', '00/03/2025', '01/13/2025', '01/01/0000', '01/03/2025 1:00']) {
      expect((await listComplaintPage(t.db, complaintListQuery.parse({ search }))).total).toBe(0);
    }
  });
});

/** Each tab's count as the list says it, and as the complaints themselves count it. */
async function countsBoth(query: Record<string, unknown>) {
  const f = complaintListQuery.parse(query);
  const listed = (await listComplaintPage(t.db, f)).counts;
  const rows = await t.db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .select(['c.status', 'c.category_id', 'k.name', sql<string>`complaint_shown_date(c.date)`.as('shown')])
    .execute();
  const counted: ComplaintCounts = { Todos: 0, 'no atendida': 0, 'en proceso': 0, atendida: 0 };
  const text = f.search.toLowerCase();
  for (const r of rows) {
    if (f.category_id !== undefined && r.category_id !== f.category_id) continue;
    if (text && !r.name.toLowerCase().includes(text) && !r.shown.includes(text)) continue;
    counted[r.status] += 1;
    counted.Todos += 1;
  }
  return { listed, counted };
}

describe('the complaints tabs’ counts at scale', () => {
  it('counts every tab with no search, or under a category, without counting the complaints', async () => {
    for (const query of [{}, { category_id: 1, status: 'atendida' }]) {
      const statements = await statementsOf(t.db, (db) => listComplaintPage(db, complaintListQuery.parse(query)));
      const reading = statements.filter((s) => s.sql.includes('from "complaints"'));
      expect(reading.map((s) => s.sql)).toEqual([expect.stringMatching(/ limit \$\d+ offset /)]);
    }
  });

  it('keeps each tab’s count as the complaints are filed, moved, moved to another category and deleted', async () => {
    const visitor = await createUser(t.db, { type: 'visitor' });
    const [trees, noise] = [await createCategory(t.db), await createCategory(t.db, '', true, 'Ruido nocturno')];
    const filed = (category_id: number) =>
      insertComplaint(t.db, { category_id, visitor_id: visitor.id, date: new Date('2025-03-01T19:00Z') });
    const ids = [(await filed(trees.id)).id, (await filed(trees.id)).id, (await filed(noise.id)).id];
    await filed(noise.id);
    await t.db.updateTable('complaints').set({ status: 'en proceso' }).where('id', 'in', ids).execute();
    await t.db.updateTable('complaints').set({ status: 'atendida' }).where('id', '=', ids[0]!).execute();
    await t.db.updateTable('complaints').set({ category_id: noise.id }).where('id', '=', ids[1]!).execute();
    await t.db.deleteFrom('complaints').where('id', '=', ids[2]!).execute();
    for (const query of [
      {},
      { category_id: noise.id },
      { category_id: trees.id },
      { search: 'ruido' },
      { search: '01/03/2025' },
    ]) {
      const { listed, counted } = await countsBoth(query);
      expect(listed, JSON.stringify(query)).toEqual(counted);
    }
    expect((await countsBoth({ category_id: noise.id })).listed).toEqual({
      Todos: 2,
      'no atendida': 1,
      'en proceso': 1,
      atendida: 0,
    });
  });
});
