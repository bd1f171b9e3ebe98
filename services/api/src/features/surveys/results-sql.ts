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
 * Every figure of a survey's results in one statement, each an aggregate read straight from the answers: one
 * GROUP BY of the answers by question and value (`grouped`: the values only of the counted questions, so texts,
 * photos and places are counted, not grouped), one count of the open answers' words (the 100 most frequent of each
 * question kept by a top-N, not a sort of every word), one of who answered. The listed answers themselves are read a
 * page at a time (answer-pages.ts). A word is a run of letters and digits: the text's other characters become spaces
 * and it is cut at them (the same words regexp_split_to_table gives, in half its time). Grouping the texts first to
 * cut each distinct one once is slower: people's answers rarely repeat.
 */
export async function resultAggregates(
  db: Db,
  surveyId: number,
  questions: { open: number[]; counted: number[] },
): Promise<ResultAggregates> {
  const { rows } = await sql<{ doc: ResultAggregates }>`
    WITH grouped AS MATERIALIZED (
      SELECT (e->>'id')::int AS qid, CASE WHEN (e->>'id')::int = ANY(${ids(questions.counted)}) THEN e->'answer' END AS ans,
             count(*)::int AS n
      FROM survey_answers a, jsonb_array_elements(a.respuestas) e
      WHERE a.survey_id = ${surveyId}
      GROUP BY 1, 2
    ), words AS MATERIALIZED (
      SELECT (e->>'id')::int AS qid, w AS word, count(*)::int AS n
      FROM survey_answers a, jsonb_array_elements(a.respuestas) e,
           unnest(string_to_array(regexp_replace(lower(e->>'answer'), '[^[:alnum:]]+', ' ', 'g'), ' ')) w
      WHERE a.survey_id = ${surveyId} AND (e->>'id')::int = ANY(${ids(questions.open)})
        AND jsonb_typeof(e->'answer') = 'string' AND length(w) > 2 AND w <> ALL(${STOPWORDS}::text[])
      GROUP BY 1, 2
    )
    SELECT json_build_object(
      'visitors', (SELECT json_build_object('total', count(*)::int,
          'h', count(*) FILTER (WHERE u.sex = 'H')::int, 'm', count(*) FILTER (WHERE u.sex = 'M')::int,
          'avg_age', round(avg(u.age), 1)::float8, 'max_age', max(u.age), 'min_age', min(u.age))
        FROM survey_answers a JOIN users u ON u.id = a.visitor_id WHERE a.survey_id = ${surveyId}),
      'answered', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT qid, sum(n)::int AS n FROM grouped GROUP BY qid) x),
      'counts', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT qid, ans #>> '{}' AS value, n FROM grouped WHERE jsonb_typeof(ans) IN ('string', 'number')) x),
      'stats', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT qid, round(sum((ans #>> '{}')::numeric * n) / sum(n), 2)::float8 AS avg,
                 max((ans #>> '{}')::numeric)::float8 AS max, min((ans #>> '{}')::numeric)::float8 AS min
          FROM grouped WHERE jsonb_typeof(ans) = 'number' GROUP BY qid) x),
      'words', (SELECT coalesce(json_agg(x), '[]') FROM unnest(${ids(questions.open)}) q,
          LATERAL (SELECT qid, word, n FROM words WHERE qid = q ORDER BY n DESC, word LIMIT 100) x)
    ) AS doc
  `.execute(db);
  return rows[0]!.doc;
}
