import { type Db, recordEvent } from '@ppd/db';
import { type NewSurveyBody, type SendFilterBody, surveyMessages, type UpdateSurveyBody } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { mustBeAuthorOrAdmin } from '../../shared/authorship.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { checkArea, createBulkSend, deleteSendsOf } from '../bulk-send/index.ts';
import { surveyNotFound } from './queries.ts';

async function checkCategory(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('survey_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw validationError('id_categoria', surveyMessages.categoryNotFound);
}

const stored = (body: NewSurveyBody | UpdateSurveyBody) => ({
  nombre: body.nombre,
  description: body.description,
  id_categoria: body.id_categoria,
  preguntas: JSON.stringify(body.preguntas),
});

export async function createSurvey(db: Db, me: SessionUser, body: NewSurveyBody): Promise<number> {
  await checkCategory(db, body.id_categoria);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('surveys')
      .values({ ...stored(body), autor_id: me.id, updated_at: new Date() })
      .returning(['id', 'nombre'])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, 'survey.created', { survey: row }, me);
    return row.id;
  });
}

/** The survey, locked against a concurrent answer (which takes a share lock on it first). */
async function lockSurvey(trx: Db, id: number) {
  const row = await trx
    .selectFrom('surveys')
    .select(['id', 'nombre', 'autor_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw surveyNotFound();
  const { autor_id, ...survey } = row;
  return { survey, authorId: autor_id };
}

/** The survey, locked, if `me` may edit or delete it: its author or an administrator. */
async function lockForChange(trx: Db, me: SessionUser, id: number) {
  const { survey, authorId } = await lockSurvey(trx, id);
  mustBeAuthorOrAdmin(me, authorId);
  return survey;
}

/** Editing is refused once anyone answered: the answers would no longer match their questions. */
export async function updateSurvey(db: Db, me: SessionUser, id: number, body: UpdateSurveyBody): Promise<void> {
  await checkCategory(db, body.id_categoria);
  await db.transaction().execute(async (trx) => {
    await lockForChange(trx, me, id);
    const answered = await trx.selectFrom('survey_answers').select('id').where('survey_id', '=', id).executeTakeFirst();
    if (answered) throw new AppError('Conflict', surveyMessages.answered);
    await trx
      .updateTable('surveys')
      .set({ ...stored(body), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, 'survey.updated', { survey: { id, nombre: body.nombre } }, me);
  });
}

/** Deletes a survey, its sends and answers; its answers' photos and videos go once that is committed. */
export async function deleteSurvey(db: Db, storage: MediaStorage, me: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const survey = await lockForChange(trx, me, id);
    await deleteSendsOf(trx, 'survey', id);
    await trx.deleteFrom('surveys').where('id', '=', id).execute();
    await recordEvent(trx, 'survey.deleted', { survey }, me);
  });
  await storage.removeFolder(`surveys/${id}`);
}

/** Records the send and its event; the worker does the rest. Answers at once with the send's id. */
export async function sendSurvey(db: Db, me: SessionUser, id: number, filter: SendFilterBody): Promise<number> {
  await checkArea(db, filter.wkt);
  return db.transaction().execute(async (trx) => {
    // Any gestor may send a survey: sending changes nothing of it.
    const { survey } = await lockSurvey(trx, id);
    const send = await createBulkSend(trx, {
      kind: 'survey',
      targetId: id,
      filter,
      message: {
        kind: 'survey.sent',
        title: 'Nueva encuesta',
        body: `Tiene una encuesta por responder: ${survey.nombre}`,
        data: { surveyId: id },
      },
      createdBy: me.id,
    });
    if (send.isNew) await recordEvent(trx, 'survey.sent', { survey, filter, sendId: send.id }, me);
    return send.id;
  });
}
