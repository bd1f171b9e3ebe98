import { type Kysely, sql } from 'kysely';

/**
 * The results screen reads a question's answers a page at a time, newest first (issue 39 §4): this index serves the
 * page (and its count) without sorting every answer of the survey.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX survey_answers_survey_created_idx ON survey_answers (survey_id, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX survey_answers_survey_created_idx`.execute(db);
}
