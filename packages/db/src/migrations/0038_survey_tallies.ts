import { type Kysely, sql } from 'kysely';

// The answers a statement added (+1) and took away (-1), by the statement that changed them.
const added = 'SELECT survey_id, visitor_id, respuestas, 1 AS d FROM added';
const gone = 'SELECT survey_id, visitor_id, respuestas, -1 AS d FROM gone';
// Each tally's key besides its survey.
const TALLIES = {
  survey_tallies: { question_id: 'integer', kind: 'text', value: 'text' },
  survey_word_tallies: { question_id: 'integer', word: 'text' },
  survey_visitor_tallies: { sex: 'text', age: 'integer' },
};
const TRIGGERS = [
  ['insert', 'NEW TABLE AS added', added],
  ['update', 'OLD TABLE AS gone NEW TABLE AS added', `${added} UNION ALL ${gone}`],
  ['delete', 'OLD TABLE AS gone', gone],
] as const;

/**
 * Adds to the tallies the answers `changes` selects (survey_id, visitor_id, respuestas, d): the answers themselves
 * (question 0, kind 'answers'; questions are numbered from 1), each answer of a question by its JSON type, with its
 * value when the question is counted (not open, photo or place: the domain's LISTED_PAGE_SIZES), each word of an open
 * answer (what the results' SQL cut before: a run of letters and digits of the lower-cased text), and who answered by
 * sex and age ('' and -1 for none). The join to surveys leaves out the answers of a survey being deleted: its tallies
 * go with it; the join to users, those of an account being deleted: its row trigger took them off first.
 * Deltas are applied in key order, so two writers never lock two tallies crosswise. A tally brought to 0 is deleted
 * (an anonymised name must not stay behind as a word), by key, under the lock its update took: it waits on no one.
 */
const declarations = 'emptied survey_tallies[]; emptied_words survey_word_tallies[];';
const applyBody = `
  EXECUTE 'WITH rows AS MATERIALIZED (
      SELECT c.survey_id, c.visitor_id, c.respuestas, c.d, s.preguntas
      FROM (' || changes || ') c JOIN surveys s ON s.id = c.survey_id
    ), visitors AS (
      INSERT INTO survey_visitor_tallies AS t (survey_id, sex, age, n)
      SELECT r.survey_id, coalesce(u.sex, ''''), coalesce(u.age, -1), sum(r.d)
      FROM rows r JOIN users u ON u.id = r.visitor_id
      GROUP BY 1, 2, 3 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (survey_id, sex, age) DO UPDATE SET n = t.n + excluded.n
    ), changed AS MATERIALIZED (
      SELECT r.survey_id, (e->>''id'')::int AS question_id, e->''answer'' AS answer, q.type, r.d
      FROM rows r, jsonb_array_elements(r.respuestas) e
      LEFT JOIN LATERAL (SELECT p->>''type'' AS type FROM jsonb_array_elements(r.preguntas) p
        WHERE p->>''id'' = e->>''id'' LIMIT 1) q ON true
    ), answers AS (
      INSERT INTO survey_tallies AS t (survey_id, question_id, kind, value, n)
      SELECT survey_id, question_id, kind, value, sum(d) FROM (
        SELECT survey_id, question_id, coalesce(jsonb_typeof(answer), ''''),
          CASE WHEN type NOT IN (''open'', ''multimedia'', ''geolocation'') AND jsonb_typeof(answer) IN (''string'', ''number'')
            THEN answer #>> ''{}'' ELSE '''' END, d
        FROM changed
        UNION ALL SELECT survey_id, 0, ''answers'', '''', d FROM rows) x (survey_id, question_id, kind, value, d)
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (survey_id, question_id, kind, value) DO UPDATE SET n = t.n + excluded.n RETURNING t
    ), words AS (
      INSERT INTO survey_word_tallies AS t (survey_id, question_id, word, n)
      SELECT survey_id, question_id, w, sum(d)
      FROM changed, unnest(string_to_array(regexp_replace(lower(answer #>> ''{}''), ''[^[:alnum:]]+'', '' '', ''g''), '' '')) w
      WHERE type = ''open'' AND jsonb_typeof(answer) = ''string'' AND w <> ''''
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (survey_id, question_id, word) DO UPDATE SET n = t.n + excluded.n RETURNING t)
    SELECT (SELECT array_agg(t) FROM answers WHERE (t).n = 0), (SELECT array_agg(t) FROM words WHERE (t).n = 0)'
  INTO emptied, emptied_words;
  IF emptied IS NOT NULL THEN
    DELETE FROM survey_tallies t USING unnest(emptied) z
    WHERE (t.survey_id, t.question_id, t.kind, t.value) = (z.survey_id, z.question_id, z.kind, z.value);
  END IF;
  IF emptied_words IS NOT NULL THEN
    DELETE FROM survey_word_tallies t USING unnest(emptied_words) z
    WHERE (t.survey_id, t.question_id, t.word) = (z.survey_id, z.question_id, z.word);
  END IF;`;

/**
 * Who answered is counted by the account's sex and age as they are now: a change of either moves the account's
 * answers from one tally to the other, and an account deleted takes its answers off before they go by cascade. Row
 * triggers, so that only an update of sex or age that changes them runs anything.
 */
async function visitorTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION survey_visitors_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO survey_visitor_tallies AS t (survey_id, sex, age, n)
      SELECT a.survey_id, k.sex, k.age, sum(k.d) FROM survey_answers a,
        (SELECT coalesce(OLD.sex, ''), coalesce(OLD.age, -1), -1
         UNION ALL SELECT coalesce(NEW.sex, ''), coalesce(NEW.age, -1), 1 WHERE TG_OP = 'UPDATE') k (sex, age, d)
      WHERE a.visitor_id = OLD.id GROUP BY 1, 2, 3 HAVING sum(k.d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (survey_id, sex, age) DO UPDATE SET n = t.n + excluded.n;
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_survey_visitors_update AFTER UPDATE OF sex, age ON users FOR EACH ROW
    WHEN (OLD.sex IS DISTINCT FROM NEW.sex OR OLD.age IS DISTINCT FROM NEW.age)
    EXECUTE FUNCTION survey_visitors_move()`.execute(db);
  await sql`CREATE TRIGGER users_survey_visitors_delete BEFORE DELETE ON users FOR EACH ROW
    EXECUTE FUNCTION survey_visitors_move()`.execute(db);
}

/**
 * How often each answer and each word of a survey was given, and by whom (issue 39 §4): the results read these rows
 * instead of grouping 100,000 answers. Statement triggers with transition tables keep them exact in the writer's own
 * transaction (an answer, its anonymisation, a deletion). Transition tables cannot go with UPDATE OF a column list:
 * an update that changes no answer sums to nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, key] of Object.entries(TALLIES)) {
    const columns = Object.entries(key).map(([column, type]) => sql.raw(`${column} ${type} NOT NULL`));
    const keys = Object.keys(key).map((column) => sql.ref(column));
    await sql`CREATE TABLE ${sql.table(table)} (survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
      ${sql.join(columns)}, n integer NOT NULL, PRIMARY KEY (survey_id, ${sql.join(keys)}))`.execute(db);
  }
  // The transition tables are seen only by the trigger function's own statements: the body is its, not a callee's.
  await sql`CREATE FUNCTION survey_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changes text := TG_ARGV[0]; ${sql.raw(declarations)}
    BEGIN ${sql.raw(applyBody)} RETURN NULL; END $$`.execute(db);
  await sql`CREATE FUNCTION survey_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${sql.raw(
      Object.keys(TALLIES)
        .map((t) => `DELETE FROM ${t};`)
        .join(' '),
    )} RETURN NULL; END $$`.execute(db);
  for (const [op, tables, changes] of TRIGGERS) {
    await sql`CREATE TRIGGER ${sql.raw(`survey_answers_tallies_${op}`)} AFTER ${sql.raw(op)} ON survey_answers
      REFERENCING ${sql.raw(tables)} FOR EACH STATEMENT EXECUTE FUNCTION survey_tallies_apply(${sql.lit(changes)})`.execute(
      db,
    );
  }
  await visitorTriggers(db);
  await sql`CREATE TRIGGER survey_answers_tallies_truncate AFTER TRUNCATE ON survey_answers
    FOR EACH STATEMENT EXECUTE FUNCTION survey_tallies_clear()`.execute(db);
  // After the triggers, in the migration's transaction: their lock holds off writers until the tallies are counted.
  await sql`DO $$ DECLARE changes text := 'SELECT survey_id, visitor_id, respuestas, 1 AS d FROM survey_answers';
    ${sql.raw(declarations)} BEGIN ${sql.raw(applyBody)} END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of [...TRIGGERS.map(([op]) => op), 'truncate']) {
    await sql`DROP TRIGGER ${sql.raw(`survey_answers_tallies_${op}`)} ON survey_answers`.execute(db);
  }
  await sql`DROP TRIGGER users_survey_visitors_update ON users`.execute(db);
  await sql`DROP TRIGGER users_survey_visitors_delete ON users`.execute(db);
  await sql`DROP FUNCTION survey_tallies_apply(), survey_tallies_clear(), survey_visitors_move()`.execute(db);
  await sql`DROP TABLE ${sql.join(Object.keys(TALLIES).map((t) => sql.table(t)))}`.execute(db);
}
