import { type Actor, type Db, recordEvent } from '@ppd/db';
import {
  type ArcoRight,
  type BodyOf,
  type DataRequestView,
  dataRequestDueOn,
  type dataRequestRoutes,
  mexicoCityToday,
  dataRequestTexts as t,
} from '@ppd/domain';
import { AppError, validationError } from '../../plugins/errors.ts';
import { findDataRequest } from './queries.ts';

type Registered = BodyOf<typeof dataRequestRoutes.register>;
type Rectified = BodyOf<typeof dataRequestRoutes.rectification>;

/** A request received by e-mail, against a visitor: due 20 business days after its receipt. */
export async function registerDataRequest(db: Db, actor: Actor, body: Registered): Promise<DataRequestView> {
  const id = await db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.person_id)
      .where('type', '=', 'visitor')
      .executeTakeFirst();
    if (!person) throw validationError('person_id', t.personNotFound);
    const row = await trx
      .insertInto('data_requests')
      .values({
        person_id: person.id,
        arco_right: body.right,
        received_on: body.received_on,
        due_on: dataRequestDueOn(body.received_on),
        notes: body.notes,
        created_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const request = { id: row.id, right: body.right };
    await recordEvent(trx, 'data_request.registered', { request, person: { id: person.id } }, actor);
    return row.id;
  });
  return (await findDataRequest(db, id))!;
}

/** The request an operation is run for: it exists and is still open. */
async function openRequest(db: Db, id: number) {
  const row = await db
    .selectFrom('data_requests')
    .select(['id', 'person_id', 'arco_right', 'answered_on'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NotFound', t.notFound);
  if (row.answered_on) throw new AppError('Conflict', t.alreadyAnswered);
  return row;
}

/**
 * Runs an ARCO operation for the request's person, then audits it against the request, which the operation of the
 * right asked for answers (today). The operation writes and audits its own change first, as it does from the app;
 * run again after a failure in between, it does the same and the request closes then.
 */
export async function answerWith<T>(
  db: Db,
  actor: Actor,
  id: number,
  operation: ArcoRight,
  run: (personId: number) => Promise<T>,
): Promise<T> {
  const request = await openRequest(db, id);
  const result = await run(request.person_id);
  const answered = request.arco_right === operation;
  await db.transaction().execute(async (trx) => {
    if (answered) {
      await trx
        .updateTable('data_requests')
        .set({ answered_on: mexicoCityToday(), answered_by: actor.id })
        .where('id', '=', id)
        .where('answered_on', 'is', null)
        .execute();
    }
    const payload = {
      request: { id, right: request.arco_right },
      person: { id: request.person_id },
      operation,
      answered,
    };
    await recordEvent(trx, 'data_request.operation_run', payload, actor);
  });
  return result;
}

/** Rectification: the person's name, last name and phone as they asked. */
export async function rectifyProfile(db: Db, personId: number, fields: Rectified) {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', personId)
    .execute();
}
