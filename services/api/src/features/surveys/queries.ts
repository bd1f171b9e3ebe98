import type { Db } from '@ppd/db';
import { type Question, type SurveyCategory, type SurveyListItem, type SurveyView, surveyMessages } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../plugins/errors.ts';

export const surveyNotFound = () => new AppError('NotFound', surveyMessages.notFound, 'id');

/** Refuses a survey id that names none (404). */
export async function mustExist(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('surveys').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw surveyNotFound();
}

/**
 * How many answers a survey has, from its tally (migration 0038): one row read where a count read every answer. In
 * the transaction that saved an answer, the row stays locked until the commit: the count is the survey's own.
 */
export const answersOf = (surveyId: number | RawBuilder<unknown>) =>
  sql<number>`(SELECT coalesce(sum(n), 0)::int FROM survey_tallies t
    WHERE t.survey_id = ${surveyId} AND t.question_id = 0 AND t.kind = 'answers')`;
const answerCount = answersOf(sql.ref('s.id'));

/** GET /api/polls: newest first by default; `number_answers` as text, as the list screen compares it with '0'. */
export async function listSurveys(
  db: Db,
  q: { id_categoria?: number | undefined; order: 'asc' | 'desc' },
): Promise<SurveyListItem[]> {
  let query = db
    .selectFrom('surveys as s')
    .leftJoin('survey_categories as c', 'c.id', 's.id_categoria')
    .select(['s.id', 's.nombre', 'c.category_name', 's.id_categoria', 's.created_date', 's.autor_id'])
    .select(answerCount.as('n'))
    .orderBy('s.created_date', q.order)
    .orderBy('s.id', q.order);
  if (q.id_categoria) query = query.where('s.id_categoria', '=', q.id_categoria);
  const rows = await query.execute();
  return rows.map(({ n, created_date, ...r }) => ({
    ...r,
    created_date: created_date.toISOString(),
    number_answers: String(n),
  }));
}

export function listCategories(db: Db): Promise<SurveyCategory[]> {
  return db.selectFrom('survey_categories').select(['id', 'category_name']).orderBy('category_name').execute();
}

export async function getSurvey(db: Db, id: number): Promise<SurveyView> {
  const row = await db
    .selectFrom('surveys as s')
    .leftJoin('survey_categories as c', 'c.id', 's.id_categoria')
    .select([
      's.id',
      's.nombre',
      's.description',
      's.id_categoria',
      'c.category_name',
      's.preguntas',
      's.created_date',
      's.autor_id',
      answerCount.as('number_answers'),
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw surveyNotFound();
  return { ...row, preguntas: row.preguntas as Question[], created_date: row.created_date.toISOString() };
}
