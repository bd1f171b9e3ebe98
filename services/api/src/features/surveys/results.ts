import type { Db } from '@ppd/db';
import {
  isListed,
  LISTED_PAGE_SIZES,
  type Question,
  type QuestionResultBlock,
  RATING_MAX,
  type SurveyResults,
} from '@ppd/domain';
import { pageItems } from './answer-pages.ts';
import { getSurvey } from './queries.ts';
import { type ResultAggregates, resultAggregates } from './results-sql.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function countsOver<K extends string | number>(agg: ResultAggregates, q: Question, values: K[]) {
  const mine = new Map(agg.counts.filter((c) => c.qid === q.id).map((c) => [c.value, c.n]));
  return values.map((value) => ({ value, count: mine.get(String(value)) ?? 0 }));
}

type Head = { question_id: number; question_text: string; answers: number };
type FirstPage = Awaited<ReturnType<typeof pageItems>>;

/** A question whose answers are listed: the newest page of them (the rest is paged by answer-pages.ts). */
function listedBlock(agg: ResultAggregates, head: Head, first: FirstPage): QuestionResultBlock {
  switch (first.question_type) {
    case 'open': {
      const words = agg.words.filter((w) => w.qid === head.question_id);
      return {
        ...head,
        question_type: 'open',
        result: first.items,
        wordcloud: words.map((w) => ({ text: w.word, value: w.n })),
      };
    }
    case 'multimedia':
      return { ...head, question_type: 'multimedia', result: first.items };
    case 'geolocation':
      return { ...head, question_type: 'geolocation', result: first.items };
  }
}

function countedBlock(agg: ResultAggregates, head: Head, q: Question): QuestionResultBlock {
  const stats = agg.stats.find((s) => s.qid === q.id);
  switch (q.type) {
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
    default:
      throw new Error(`${q.type} answers are listed, not counted`);
  }
}

/**
 * GET /api/polls/answer/getresults/{id}: the counts, averages and words read from the answers' tallies (results-sql.ts),
 * and the newest page of each listed question's answers, read at the same time; shaped per question here.
 */
export async function surveyResults(db: Db, id: number): Promise<SurveyResults> {
  const survey = await getSurvey(db, id);
  const idsOf = (keep: (q: Question) => boolean) => survey.preguntas.filter(keep).map((q) => q.id);
  const [agg, ...firstPages] = await Promise.all([
    resultAggregates(db, id, { open: idsOf((q) => q.type === 'open'), counted: idsOf((q) => !isListed(q.type)) }),
    ...survey.preguntas.map((q) =>
      isListed(q.type)
        ? pageItems(db, id, { id: q.id, type: q.type }, { page: 1, pageSize: LISTED_PAGE_SIZES[q.type] })
        : null,
    ),
  ]);
  const v = agg.visitors;
  return {
    name: survey.nombre,
    questions: survey.preguntas.map((q, i) => {
      const head = {
        question_id: q.id,
        question_text: q.value,
        answers: agg.answered.find((a) => a.qid === q.id)?.n ?? 0,
      };
      const first = firstPages[i];
      return first ? listedBlock(agg, head, first) : countedBlock(agg, head, q);
    }),
    visitors: {
      total: v.total,
      gender: { H: v.h, M: v.m },
      age: { average: v.avg_age, max: v.max_age, min: v.min_age },
    },
  };
}
