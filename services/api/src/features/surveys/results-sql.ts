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
  /** Text answers of the given open questions, newest first. */
  texts: { qid: number; text: string }[];
  /** The 100 most frequent words per open question. */
  words: { qid: number; word: string; n: number }[];
  /** Object answers (media, positions). */
  objects: { qid: number; answer: Record<string, unknown> }[];
}

/**
 * Every figure of a survey's results in one statement: the answers are unnested once (`items`) and each block is
 * an aggregate over them, returned as one JSON document.
 */
export async function resultAggregates(db: Db, surveyId: number, openIds: number[]): Promise<ResultAggregates> {
  const open = sql`ARRAY[${sql.join(openIds.length ? openIds : [0])}]::int[]`;
  const { rows } = await sql<{ doc: ResultAggregates }>`
    WITH answers AS (
      SELECT a.respuestas, a.created_at, u.sex, u.age FROM survey_answers a JOIN users u ON u.id = a.visitor_id
      WHERE a.survey_id = ${surveyId}
    ), items AS MATERIALIZED (
      SELECT (e->>'id')::int AS qid, e->'answer' AS ans, jsonb_typeof(e->'answer') AS t, a.created_at
      FROM answers a, jsonb_array_elements(a.respuestas) e
    ), words AS (
      SELECT qid, w AS word, count(*)::int AS n, row_number() OVER (PARTITION BY qid ORDER BY count(*) DESC, w) AS r
      FROM items, regexp_split_to_table(lower(ans #>> '{}'), '[^[:alnum:]]+') w
      WHERE t = 'string' AND qid = ANY(${open}) AND length(w) > 2 AND w <> ALL(${STOPWORDS}::text[])
      GROUP BY qid, w
    )
    SELECT json_build_object(
      'visitors', (SELECT json_build_object('total', count(*)::int,
          'h', count(*) FILTER (WHERE sex = 'H')::int, 'm', count(*) FILTER (WHERE sex = 'M')::int,
          'avg_age', round(avg(age), 1)::float8, 'max_age', max(age), 'min_age', min(age)) FROM answers),
      'answered', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT qid, count(*)::int AS n FROM items GROUP BY qid) x),
      'counts', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT qid, ans #>> '{}' AS value, count(*)::int AS n FROM items
          WHERE t IN ('string', 'number') AND qid <> ALL(${open}) GROUP BY qid, ans #>> '{}') x),
      'stats', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT qid, round(avg((ans #>> '{}')::numeric), 2)::float8 AS avg, max((ans #>> '{}')::numeric)::float8 AS max,
                 min((ans #>> '{}')::numeric)::float8 AS min
          FROM items WHERE t = 'number' GROUP BY qid) x),
      'texts', (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC), '[]') FROM (
          SELECT qid, ans #>> '{}' AS text, created_at FROM items WHERE t = 'string' AND qid = ANY(${open})) x),
      'words', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT qid, word, n FROM words WHERE r <= 100) x),
      'objects', (SELECT coalesce(json_agg(x ORDER BY x.created_at), '[]') FROM (
          SELECT qid, ans AS answer, created_at FROM items WHERE t = 'object') x)
    ) AS doc
  `.execute(db);
  return rows[0]!.doc;
}
