import { complaintListQuery } from '@ppd/domain';
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
