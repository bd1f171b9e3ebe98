import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Db, recordEvent } from '@ppd/db';
import { type AnswerBody, checkAnswers, type MediaAnswer, type Question, surveyMessages } from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { type Refusals, withRefusals } from '../../shared/refusals.ts';
import { answersOf } from './queries.ts';

const alreadyAnswered = () => new AppError('Conflict', surveyMessages.alreadyAnswered);
/** Two answers sent at once both pass the check; the unique key refuses the second. */
const answeredTwice: Refusals = { unique: { survey_answers_survey_visitor_key: alreadyAnswered() } };

const notSent = () => new AppError('NotFound', surveyMessages.notSentToYou, 'id');

/** Whether a chunk holds the visitor (served by the chunks' GIN index). */
const reaches = (chunk: string, visitorId: number) =>
  sql<boolean>`${sql.ref(`${chunk}.visitor_ids`)} @> ARRAY[${visitorId}::int]`;

/** Whether the visitor answered the survey `s` of the query. */
const answeredBy = (visitorId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM survey_answers a WHERE a.survey_id = s.id AND a.visitor_id = ${visitorId})`;

/**
 * Whether a send of this survey, or of an event that links it (its poll_id), reached (or is reaching) the visitor:
 * the app opens an event's survey from the event.
 */
export const sentTo = (surveyId: number, visitorId: number) => sql<boolean>`EXISTS (
  SELECT 1 FROM bulk_sends b JOIN bulk_send_chunks c ON c.send_id = b.id
  WHERE (
    (b.kind = 'survey' AND b.target_id = ${surveyId})
    OR (b.kind = 'event' AND b.target_id IN (SELECT e.id FROM activities e WHERE e.poll_id = ${surveyId}))
  ) AND ${reaches('c', visitorId)})`;

/** The survey a send `b` of the query delivers: its own, or the one its event (`e`, left-joined) links. */
const surveyOfSend = sql<number>`CASE b.kind WHEN 'survey' THEN b.target_id WHEN 'event' THEN e.poll_id END`;

/** How many photos or videos a visitor may upload per multimedia question before answering (retakes included). */
const UPLOADS_PER_MEDIA_QUESTION = 3;

/**
 * Taken by a visitor's upload and answer of one survey, until their commit: an upload then sees an answer saved
 * meanwhile (whose save removes the uploads it does not name), and two uploads count each other.
 */
export async function lockUploadsOf(trx: Db, surveyId: number, visitorId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${surveyId}::int, ${visitorId}::int)`.execute(trx);
}

/** The visitor's uploads to a survey: `<visitor id>-<uuid>.<ext>` under `surveys/<survey id>/`. */
async function uploadsOf(storage: MediaStorage, surveyId: number, visitorId: number): Promise<string[]> {
  const files = await readdir(path.join(storage.root, 'surveys', String(surveyId))).catch(() => [] as string[]);
  return files.filter((f) => f.startsWith(`${visitorId}-`));
}

/** A visitor's own upload of this survey: `<visitor id>-<uuid>.<ext>` under `surveys/<survey id>/`, present. */
async function checkMedia(storage: MediaStorage, surveyId: number, visitorId: number, field: string, m: MediaAnswer) {
  const own = new RegExp(`^${visitorId}-[0-9a-f-]{36}\\.(jpg|png|mp4)$`).test(m.filename);
  const present =
    own &&
    (await access(path.join(storage.root, 'surveys', String(surveyId), m.filename)).then(
      () => true,
      () => false,
    ));
  if (!present) throw validationError(field, surveyMessages.mediaRequired);
}

/** The answers checked against the questions, and the files their photos and videos name (each the visitor's own, once). */
async function checkedAnswers(
  storage: MediaStorage,
  surveyId: number,
  visitorId: number,
  questions: Question[],
  body: AnswerBody,
) {
  const checked = checkAnswers(questions, body.respuestas);
  if (!checked.ok) throw validationError(checked.field, checked.message);
  const files = new Set<string>();
  for (const a of checked.answers) {
    if (questions.find((x) => x.id === a.id)!.type !== 'multimedia') continue;
    const media = a.answer as MediaAnswer;
    const field = `respuestas.${a.id}`;
    if (files.has(media.filename)) throw validationError(field, surveyMessages.mediaReused);
    await checkMedia(storage, surveyId, visitorId, field, media);
    files.add(media.filename);
  }
  return { answers: checked.answers, files };
}

/**
 * A visitor answers a survey sent to them, once. The survey is share-locked so an edit cannot slip in between the
 * check of the answers against its questions and their insert.
 */
export async function answerSurvey(db: Db, storage: MediaStorage, me: SessionUser, surveyId: number, body: AnswerBody) {
  const used = await withRefusals(answeredTwice, () =>
    db.transaction().execute(async (trx) => {
      await lockUploadsOf(trx, surveyId, me.id);
      const survey = await trx
        .selectFrom('surveys')
        .select(['id', 'nombre', 'preguntas', sentTo(surveyId, me.id).as('sent')])
        .where('id', '=', surveyId)
        .forShare()
        .executeTakeFirst();
      if (!survey?.sent) throw notSent();
      const again = await trx
        .selectFrom('survey_answers')
        .select('id')
        .where('survey_id', '=', surveyId)
        .where('visitor_id', '=', me.id)
        .executeTakeFirst();
      if (again) throw alreadyAnswered();

      const { answers, files } = await checkedAnswers(storage, surveyId, me.id, survey.preguntas as Question[], body);
      await trx
        .insertInto('survey_answers')
        .values({ survey_id: surveyId, visitor_id: me.id, respuestas: JSON.stringify(answers) })
        .execute();
      const { rows } = await sql<{ n: number }>`SELECT ${answersOf(surveyId)} AS n`.execute(trx);
      const payload = { survey: { id: surveyId, nombre: survey.nombre, number_answers: rows[0]!.n }, visitorId: me.id };
      await recordEvent(trx, 'survey.answered', payload, me);
      return files;
    }),
  );
  await dropUnusedUploads(storage, surveyId, me.id, used);
}

/**
 * GET /api/app/polls: the surveys sent to me, by themselves or linked to an event sent to me, newest send first,
 * with whether I answered them.
 */
export function surveysSentTo(db: Db, visitorId: number) {
  return db
    .selectFrom('bulk_send_chunks as r')
    .innerJoin('bulk_sends as b', 'b.id', 'r.send_id')
    .leftJoin('activities as e', (j) => j.onRef('e.id', '=', 'b.target_id').on('b.kind', '=', 'event'))
    .innerJoin('surveys as s', (j) => j.on(sql<boolean>`s.id = ${surveyOfSend}`))
    .leftJoin('survey_categories as c', 'c.id', 's.id_categoria')
    .select([
      's.id',
      's.nombre',
      's.description',
      'c.category_name',
      (eb) => eb.fn.max('b.created_at').as('sent_at'),
      answeredBy(visitorId).as('answered'),
    ])
    .where(reaches('r', visitorId))
    .groupBy(['s.id', 'c.category_name'])
    .orderBy('sent_at', 'desc')
    .execute();
}

export async function checkSentTo(db: Db, surveyId: number, visitorId: number): Promise<void> {
  const { rows } = await sql<{ sent: boolean }>`SELECT ${sentTo(surveyId, visitorId)} AS sent`.execute(db);
  if (!rows[0]?.sent) throw notSent();
}

/**
 * A photo or video is taken for a survey sent to the visitor, not yet answered, that asks for one, up to
 * UPLOADS_PER_MEDIA_QUESTION per such question. The survey is share-locked: a deletion waits for the upload's commit.
 */
export async function checkMayUpload(db: Db, storage: MediaStorage, surveyId: number, visitorId: number) {
  const survey = await db
    .selectFrom('surveys as s')
    .select(['s.preguntas', sentTo(surveyId, visitorId).as('sent'), answeredBy(visitorId).as('answered')])
    .where('s.id', '=', surveyId)
    .forShare()
    .executeTakeFirst();
  if (!survey?.sent) throw notSent();
  if (survey.answered) throw alreadyAnswered();
  const mediaQuestions = (survey.preguntas as Question[]).filter((q) => q.type === 'multimedia').length;
  if (mediaQuestions === 0) throw validationError('file', surveyMessages.noMediaQuestion);
  if ((await uploadsOf(storage, surveyId, visitorId)).length >= mediaQuestions * UPLOADS_PER_MEDIA_QUESTION) {
    throw validationError('file', surveyMessages.tooManyUploads);
  }
}

/** The visitor's uploads to a survey that their answer does not name (retaken photos), removed once it is saved. */
async function dropUnusedUploads(storage: MediaStorage, surveyId: number, visitorId: number, used: Set<string>) {
  const unused = (await uploadsOf(storage, surveyId, visitorId)).filter((f) => !used.has(f));
  await Promise.all(unused.map((f) => storage.remove(`surveys/${surveyId}/${f}`)));
}
