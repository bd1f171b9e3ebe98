import type { Db } from '@ppd/db';
import {
  type AnswerPage,
  type AnswerPageQuery,
  type GeoAnswer,
  type ListedQuestionType,
  type MediaAnswer,
  pathFor,
  surveyMessages,
  surveyRoutes,
} from '@ppd/domain';
import { sql } from 'kysely';
import { AppError } from '../../plugins/errors.ts';
import { answersOf } from './queries.ts';

export const notListed = () => new AppError('NotFound', surveyMessages.noListedAnswers, 'questionId');

/** Where a multimedia answer's file is served (staff only; see media.ts). */
const surveyMediaUrl = (surveyId: number, filename: string) =>
  pathFor(surveyRoutes.answerMedia, { id: surveyId, file: filename });

type Listed = { id: number; type: ListedQuestionType };
const ofSurvey = (db: Db, surveyId: number) => db.selectFrom('survey_answers as a').where('a.survey_id', '=', surveyId);
/** The question's answer in an answer row's `respuestas`. */
const answerTo = (questionId: number) =>
  sql<unknown>`jsonb_path_query_first(a.respuestas, '$[*] ? (@.id == $q).answer', ${JSON.stringify({ q: questionId })}::jsonb)`;

/** A page of a listed question's answers, newest first, as its results block and its page show them. */
export async function pageItems(db: Db, surveyId: number, question: Listed, { page, pageSize }: AnswerPageQuery) {
  // The offset walks the index alone: only the page's rows are read from the table and their answer picked out.
  const pageIds = ofSurvey(db, surveyId)
    .select('a.id')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  const rows = await db
    .selectFrom('survey_answers as a')
    .select(answerTo(question.id).as('answer'))
    .where('a.id', 'in', pageIds)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const answers = rows.map((r) => r.answer);
  switch (question.type) {
    case 'open':
      return { question_type: 'open', items: answers as string[] } as const;
    case 'multimedia': {
      const items = (answers as MediaAnswer[]).map((m) => ({ ...m, url: surveyMediaUrl(surveyId, m.filename) }));
      return { question_type: 'multimedia', items } as const;
    }
    case 'geolocation':
      return { question_type: 'geolocation', items: answers as GeoAnswer[] } as const;
  }
}

/**
 * GET …/questions/{questionId}/answers: one page of a listed question's answers, newest first, read along
 * survey_answers_survey_created_idx (an offset into one survey's answers: the deep pages of a results screen are
 * rare). Every answer of a survey answers each of its questions (checkAnswers asks for all, and a survey with answers
 * cannot be edited), so the survey's answers are the question's: `total` is the survey's answer tally.
 */
export async function answerPage(
  db: Db,
  surveyId: number,
  question: Listed,
  query: AnswerPageQuery,
): Promise<AnswerPage> {
  const [page, { rows }] = await Promise.all([
    pageItems(db, surveyId, question, query),
    sql<{ total: number }>`SELECT ${answersOf(surveyId)} AS total`.execute(db),
  ]);
  return { ...page, total: rows[0]!.total, page: query.page, pageSize: query.pageSize };
}
