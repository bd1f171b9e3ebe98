import type { Db } from '@ppd/db';
import { sql } from 'kysely';

/** Short Spanish words left out of the word cloud. */
const STOPWORDS = [
  'que',
  'los',
  'las',
  'del',
  'una',
  'uno',
  'por',
  'con',
  'para',
  'más',
  'mas',
  'muy',
  'como',
  'pero',
  'sus',
  'son',
  'este',
  'esta',
  'esto',
  'hay',
  'sin',
  'sobre',
  'también',
  'entre',
  'cuando',
  'donde',
  'porque',
  'todo',
];

export interface ResultAggregates {
  visitors: {
    total: number;
    h: number;
    m: number;
    avg_age: number | null;
    max_age: number | null;
    min_age: number | null;
  };
  /** Answers per question. */
  answered: { qid: number; n: number }[];
  /** How often each scalar answer (option, scale value, rating) was given. */
  counts: { qid: number; value: string; n: number }[];
  /** Average, maximum and minimum of numeric answers. */
  stats: { qid: number; avg: number; max: number; min: number }[];
  /** The 100 most frequent words per open question. */
  words: { qid: number; word: string; n: number }[];
}

const ids = (list: number[]) => sql`ARRAY[${sql.join(list.length ? list : [0])}]::int[]`;

/**
 * Every figure of a survey's results in one statement, read from the tallies the triggers of migration 0038 keep: per
 * question, each answer's JSON type and, for a counted question, its value; per open question, each word; who
 * answered by sex and age as their accounts say now. A few hundred rows whatever the number of answers. The listed
 * answers themselves are read a page at a time (answer-pages.ts).
 */
export async function resultAggregates(
  db: Db,
  surveyId: number,
  questions: { open: number[]; counted: number[] },
): Promise<ResultAggregates> {
  const { rows } = await sql<{ doc: ResultAggregates }>`
    WITH tallies AS MATERIALIZED (
      SELECT question_id AS qid, kind, value, n FROM survey_tallies WHERE survey_id = ${surveyId} AND n > 0
    ), counted AS MATERIALIZED (
      SELECT * FROM tallies WHERE qid = ANY(${ids(questions.counted)}) AND kind IN ('string', 'number')
    )
    SELECT json_build_object(
      'visitors', (SELECT json_build_object('total', coalesce(sum(n), 0)::int,
          'h', coalesce(sum(n) FILTER (WHERE sex = 'H'), 0)::int, 'm', coalesce(sum(n) FILTER (WHERE sex = 'M'), 0)::int,
          'avg_age', round(sum(age::numeric * n) FILTER (WHERE age >= 0) / sum(n) FILTER (WHERE age >= 0), 1)::float8,
          'max_age', max(age) FILTER (WHERE age >= 0), 'min_age', min(age) FILTER (WHERE age >= 0))
        FROM survey_visitor_tallies WHERE survey_id = ${surveyId} AND n > 0),
      'answered', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT qid, sum(n)::int AS n FROM tallies GROUP BY qid) x),
      'counts', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT qid, value, n FROM counted) x),
      'stats', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT qid, round(sum(value::numeric * n) / sum(n), 2)::float8 AS avg,
                 max(value::numeric)::float8 AS max, min(value::numeric)::float8 AS min
          FROM counted WHERE kind = 'number' GROUP BY qid) x),
      'words', (SELECT coalesce(json_agg(x), '[]') FROM unnest(${ids(questions.open)}) q,
          LATERAL (SELECT question_id AS qid, word, n FROM survey_word_tallies
            WHERE survey_id = ${surveyId} AND question_id = q AND n > 0
              AND length(word) > 2 AND word <> ALL(${STOPWORDS}::text[])
            ORDER BY n DESC, word LIMIT 100) x)
    ) AS doc
  `.execute(db);
  return rows[0]!.doc;
}
