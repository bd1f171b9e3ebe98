import type { Db } from '@ppd/db';
import { insertSyntheticVisitors } from '@ppd/db/testing';
import { sql } from 'kysely';
import { timed } from './api-process.ts';
import { fmt, median } from './lib.ts';

const PER_ROUND = 200;
type Mode = 'tallied' | 'counted';

/**
 * One answer saved as the app saves it, in its transaction: the insert, then the survey's answer count for the event,
 * read from the tally (its trigger on) or, as before migration 0038, counted from the answers (the triggers off).
 */
async function save(db: Db, surveyId: number, visitorId: number, respuestas: string, mode: Mode) {
  return db.transaction().execute(async (trx) => {
    const insert = await timed(() =>
      sql`INSERT INTO survey_answers (survey_id, visitor_id, respuestas)
        VALUES (${surveyId}, ${visitorId}, ${respuestas}::jsonb)`.execute(trx),
    );
    await (mode === 'tallied'
      ? sql`SELECT n FROM survey_tallies WHERE survey_id = ${surveyId} AND question_id = 0 AND kind = 'answers'`
      : sql`SELECT count(*) FROM survey_answers WHERE survey_id = ${surveyId}`
    ).execute(trx);
    return insert.seconds * 1000;
  });
}

/**
 * The answer path's database cost at the survey's size, in rounds alternating with and without the tally triggers
 * (PER_ROUND new visitors' answers, one transaction each): what the tallies add to an answer, and what reading the
 * count from them saves. Leaves the tallies short of the untallied answers: run it last.
 */
export async function answerCost(db: Db, surveyId: number, rounds: number) {
  await insertSyntheticVisitors(db, rounds * 2 * PER_ROUND, 'answering');
  const visitors = (await db.selectFrom('users').select('id').where('email', 'like', 'answering.%').execute()).map(
    (u) => u.id,
  );
  const { rows } = await sql<{ r: string }>`
    SELECT respuestas::text AS r FROM survey_answers WHERE survey_id = ${surveyId} LIMIT 1`.execute(db);
  const times: Record<Mode, number[]> = { tallied: [], counted: [] };
  const inserts: Record<Mode, number[]> = { tallied: [], counted: [] };
  for (let round = 0; round < rounds * 2; round++) {
    const mode: Mode = round % 2 === 0 ? 'tallied' : 'counted';
    await sql`ALTER TABLE survey_answers ${sql.raw(mode === 'tallied' ? 'ENABLE' : 'DISABLE')} TRIGGER USER`.execute(
      db,
    );
    for (const visitorId of visitors.splice(0, PER_ROUND)) {
      const run = await timed(() => save(db, surveyId, visitorId, rows[0]!.r, mode));
      times[mode].push(run.seconds * 1000);
      inserts[mode].push(run.result);
    }
  }
  await sql`ALTER TABLE survey_answers ENABLE TRIGGER USER`.execute(db);
  const [tallied, counted] = [median(times.tallied), median(times.counted)];
  console.log(
    `an answer saved (insert + the survey's count), median of ${fmt(times.tallied.length)}: with the tallies` +
      ` ${fmt(tallied, 2)} ms, before them (no trigger, count(*)) ${fmt(counted, 2)} ms: ${fmt(tallied / counted, 2)}×;` +
      ` its insert alone ${fmt(median(inserts.tallied), 2)} ms with the trigger, ${fmt(median(inserts.counted), 2)} ms without`,
  );
}
