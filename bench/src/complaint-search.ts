/**
 * The complaints list's search at BENCH_COMPLAINTS complaints (1,000,000 by default, over three years): each search
 * as typed (a folio with and without its prefix, a day and a minute as the list shows them, a category name, a
 * category picked, and no search), in the first tab newest first and in another oldest first, runs the list's own queries (listComplaintPage: the page and the tabs' counts) BENCH_RUNS times, p50 and
 * p95. Beside each, the shared buffers its statements touch (EXPLAIN ANALYZE BUFFERS), with the search's trigram
 * indexes and with them dropped (in a transaction rolled back): what the index saves whatever the machine's load.
 */
import { createUser, listComplaintPage, planOf, statementsOf } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { type ComplaintListQuery, complaintListQuery, TIME_ZONE } from '@ppd/domain';
import { type CompiledQuery, sql } from 'kysely';
import { timed } from './api-process.ts';
import { fmt, type OwnDatabase, onOwnDatabase, percentile } from './lib.ts';

const COMPLAINTS = Number(process.env.BENCH_COMPLAINTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DAYS = 3 * 365;
const SEARCH_INDEXES = ['complaints_folio_trgm_idx', 'complaints_shown_date_trgm_idx'];

async function seed(db: Db) {
  const visitor = await createUser(db, { type: 'visitor' });
  // Its own four, named by id: the migrations' default categories hold none.
  const names = ['Árbol caído', 'Basura', 'Ruido', 'Fuga de agua'];
  const added = await db
    .insertInto('complaint_categories')
    .values(names.map((name) => ({ name })))
    .returning('id')
    .execute();
  const categories = sql`${added.map((k) => k.id)}::int[]`;
  // Evenly spread over DAYS days up to now, newest last: about 900 a day.
  await sql`
    INSERT INTO complaints (category_id, visitor_id, status, date, text)
    SELECT (${categories})[1 + g % 4], ${visitor.id}, (ARRAY['no atendida','en proceso','atendida'])[1 + g % 3],
           now() - (${COMPLAINTS}::int - g) * (${DAYS}::int * interval '1 day' / ${COMPLAINTS}::int), 'Denuncia ' || g
    FROM generate_series(1, ${COMPLAINTS}::int) g`.execute(db);
  await sql`VACUUM ANALYZE complaints`.execute(db);
}

/** Searches as a user types them (a folio, a day and a minute of the list's dates, a category's name), or picks one. */
async function searches(db: Db): Promise<Record<string, Partial<ComplaintListQuery>>> {
  const { rows } = await sql<{ day: string; minute: string; category: number }>`
    SELECT complaint_shown_date(date) AS minute, to_char(date AT TIME ZONE ${TIME_ZONE}, 'DD/MM/YYYY') AS day,
      category_id AS category
    FROM complaints WHERE id = ${Math.floor(COMPLAINTS * 0.6)}`.execute(db);
  const { day, minute, category } = rows[0]!;
  const folio = Math.floor(COMPLAINTS * 0.65);
  return {
    'no search': {},
    [`folio F-${folio}`]: { search: `F-${folio}` },
    [`folio ${folio}`]: { search: `${folio}` },
    [`day ${day}`]: { search: day },
    [`minute ${minute}`]: { search: minute },
    'category "ruido"': { search: 'ruido' },
    'category picked': { category_id: category },
  };
}

/** Each search in the list's first tab newest first, and in another tab oldest first. */
const VIEWS: Record<string, Partial<ComplaintListQuery>> = {
  'Todos, newest first': {},
  'en proceso, oldest first': { status: 'en proceso', order: 'asc' },
};

/** Shared buffers (hit + read) of the statements' plans, and their execution time as PostgreSQL measured it. */
async function explained(db: Db, statements: CompiledQuery[]) {
  let buffers = 0;
  let ms = 0;
  for (const s of statements) {
    const plan = await planOf(db, s, true);
    buffers += (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
    ms += plan['Execution Time'] ?? 0;
  }
  return `${fmt(buffers)} buffers, ${fmt(ms, 1)} ms`;
}

/** The same statements' plans with the search's indexes dropped, in a transaction that is rolled back. */
async function explainedWithoutIndexes(db: Db, statements: CompiledQuery[]) {
  let result = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`DROP INDEX ${sql.raw(SEARCH_INDEXES.join(', '))}`.execute(trx);
      result = await explained(trx, statements);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return result;
}

async function benchSearch(db: Db, name: string, asked: Partial<ComplaintListQuery>) {
  const query = complaintListQuery.parse(asked);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await timed(() => listComplaintPage(db, query));
    times.push(run.seconds * 1000);
    total = run.result.total;
  }
  times.sort((a, b) => a - b);
  const statements = await statementsOf(db, (recording) => listComplaintPage(recording, query));
  const p95 = percentile(times, 95);
  console.log(
    `search ${name}: ${fmt(total)} found, p50 ${fmt(percentile(times, 50), 1)} ms, p95 ${fmt(p95, 1)} ms` +
      ` (target < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'}); plans: ${await explained(db, statements)},` +
      ` without the search indexes ${await explainedWithoutIndexes(db, statements)}`,
  );
}

async function main(database: OwnDatabase) {
  const seeded = await timed(() => seed(database.db));
  console.log(`complaint-search: ${fmt(COMPLAINTS)} complaints seeded in ${fmt(seeded.seconds, 1)} s`);
  for (const [name, search] of Object.entries(await searches(database.db))) {
    for (const [view, shown] of Object.entries(VIEWS))
      await benchSearch(database.db, `${name} (${view})`, { ...search, ...shown });
  }
}

await onOwnDatabase('complaint-search', main);
