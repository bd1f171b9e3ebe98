import type { Db } from '@ppd/db';
import {
  type GeoAnswer,
  type MediaAnswer,
  pathFor,
  type Question,
  type QuestionResultBlock,
  RATING_MAX,
  type SurveyResults,
  surveyRoutes,
} from '@ppd/domain';
import { getSurvey } from './queries.ts';
import { type ResultAggregates, resultAggregates } from './results-sql.ts';

/** Where a multimedia answer's file is served (staff only; see media.ts). */
export const surveyMediaUrl = (surveyId: number, filename: string) =>
  pathFor(surveyRoutes.answerMedia, { id: surveyId, file: filename });

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function countsOver<K extends string | number>(agg: ResultAggregates, q: Question, values: K[]) {
  const mine = new Map(agg.counts.filter((c) => c.qid === q.id).map((c) => [c.value, c.n]));
  return values.map((value) => ({ value, count: mine.get(String(value)) ?? 0 }));
}

function blockOf(agg: ResultAggregates, surveyId: number, q: Question): QuestionResultBlock {
  const head = {
    question_id: q.id,
    question_text: q.value,
    answers: agg.answered.find((a) => a.qid === q.id)?.n ?? 0,
  };
  const stats = agg.stats.find((s) => s.qid === q.id);
  const objects = agg.objects.filter((o) => o.qid === q.id).map((o) => o.answer);
  switch (q.type) {
    case 'open':
      return {
        ...head,
        question_type: 'open',
        result: agg.texts.filter((t) => t.qid === q.id).map((t) => t.text),
        wordcloud: agg.words.filter((w) => w.qid === q.id).map((w) => ({ text: w.word, value: w.n })),
      };
    case 'multiple':
      // An option written twice is one choice: the app sends its text, so both would get its count.
      return { ...head, question_type: 'multiple', result: countsOver(agg, q, [...new Set(q.options)]) };
    case 'scale':
      return {
        ...head,
        question_type: 'scale',
        result: countsOver(agg, q, range(q.range.start, q.range.end)),
        average: stats?.avg ?? null,
        labels: q.labels,
      };
    case 'rating':
      return {
        ...head,
        question_type: 'rating',
        result: countsOver(agg, q, range(1, RATING_MAX)),
        average: stats?.avg ?? null,
        max: stats?.max ?? null,
        min: stats?.min ?? null,
        icon: q.icon,
      };
    case 'multimedia':
      return {
        ...head,
        question_type: 'multimedia',
        result: (objects as unknown as MediaAnswer[]).map((m) => ({ ...m, url: surveyMediaUrl(surveyId, m.filename) })),
      };
    case 'geolocation':
      return { ...head, question_type: 'geolocation', result: objects as unknown as GeoAnswer[] };
  }
}

/** GET /api/polls/answer/getresults/{id}: computed by SQL aggregates (results-sql.ts), shaped per question here. */
export async function surveyResults(db: Db, id: number): Promise<SurveyResults> {
  const survey = await getSurvey(db, id);
  const openIds = survey.preguntas.filter((q) => q.type === 'open').map((q) => q.id);
  const agg = await resultAggregates(db, id, openIds);
  const v = agg.visitors;
  return {
    name: survey.nombre,
    questions: survey.preguntas.map((q) => blockOf(agg, id, q)),
    visitors: {
      total: v.total,
      gender: { H: v.h, M: v.m },
      age: { average: v.avg_age, max: v.max_age, min: v.min_age },
    },
  };
}
