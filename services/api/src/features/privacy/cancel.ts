import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Db, recordEvent, verifyPassword } from '@ppd/db';
import { messages } from '@ppd/domain';
import { sql } from 'kysely';
import { validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { mediaKeysOf } from './export.ts';
import { blankMentions, scrubbed } from './mentions.ts';
import { type Identifiers, identifiersOf } from './person.ts';

/** Two decimals of a degree: about a kilometre, enough for the reports' maps, not for finding a home. */
const coarse = (column: string) => sql`trunc(${sql.ref(column)}::numeric, 2)::float8`;

/** Free text the person wrote or that was written to them, with their identifiers blanked. */
const blankText = (column: string, p: Identifiers, json = false) =>
  scrubbed(json ? sql`${sql.ref(column)}::text` : sql.ref(column), p);

/**
 * Their alerts, chats, complaints, answers and comments stay as anonymous rows (so the reports count them as before):
 * exact places cut to two decimals, names and contact details blanked in their texts, evidence links gone.
 */
async function anonymiseContent(trx: Db, p: Identifiers): Promise<void> {
  const id = p.id;
  await sql`UPDATE alerts SET lat = ${coarse('lat')}, lon = ${coarse('lon')},
    comentario_visitante = ${blankText('comentario_visitante', p)},
    comentario_autoridad = ${blankText('comentario_autoridad', p)} WHERE visitor_id = ${id}`.execute(trx);
  await sql`UPDATE chat_messages SET message = ${blankText('message', p)}
    WHERE alert_id IN (SELECT id FROM alerts WHERE visitor_id = ${id})`.execute(trx);
  await sql`UPDATE complaints SET lat = ${coarse('lat')}, lon = ${coarse('lon')}, text = ${blankText('text', p)},
    reply = ${blankText('reply', p)}, url = NULL, media_metadata = NULL WHERE visitor_id = ${id}`.execute(trx);
  await sql`UPDATE survey_answers SET respuestas = (${blankText('respuestas', p, true)})::jsonb
    WHERE visitor_id = ${id}`.execute(trx);
  for (const table of ['place_comments', 'activity_comments']) {
    await sql`UPDATE ${sql.table(table)} SET comment = ${blankText('comment', p)} WHERE user_id = ${id}`.execute(trx);
  }
}

/**
 * The account itself: name, e-mail, phone, address, picture, device and position gone, no way to sign in again,
 * opposed to every send. Sex, age and studies stay: the reports break their counts down by them, never by person.
 */
async function eraseAccount(trx: Db, id: number): Promise<void> {
  await sql`UPDATE users SET email = ${`anonimo-${id}@eliminado.invalid`}, name = 'Anónimo', last_name = '',
    username = NULL, profile_image = NULL, address = NULL, phone_number = NULL, device_id = NULL, auth_id = NULL,
    last_location = NULL, last_seen_at = NULL, uuid = gen_random_uuid(), password_hash = '!', inactive = true,
    sessions_valid_from = now(), send_opt_outs = '{survey,event}', updated_at = now() WHERE id = ${id}`.execute(trx);
  for (const table of ['notifications', 'privacy_consents', 'password_reset_tokens', 'revoked_sessions'] as const) {
    await trx.deleteFrom(table).where('user_id', '=', id).execute();
  }
}

/** Their uploads to surveys not kept by an answer: `<visitor id>-<uuid>.<ext>` in each survey's folder. */
async function surveyUploadsOf(storage: MediaStorage, id: number): Promise<string[]> {
  const surveys = await readdir(path.join(storage.root, 'surveys')).catch(() => [] as string[]);
  const keys = await Promise.all(
    surveys.map(async (s) =>
      (await readdir(path.join(storage.root, 'surveys', s)).catch(() => [] as string[]))
        .filter((f) => f.startsWith(`${id}-`))
        .map((f) => `surveys/${s}/${f}`),
    ),
  );
  return keys.flat();
}

/** Cancellation (ARCO): with the password, the account is erased and what it left stays only as anonymous rows. */
export async function cancelAccount(db: Db, storage: MediaStorage, id: number, password: string): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw validationError('password', messages.auth.passwordWrongOld);
  }
  const files = [...(await mediaKeysOf(db, storage, id)), ...(await surveyUploadsOf(storage, id))];
  await db.transaction().execute(async (trx) => {
    const person = await identifiersOf(trx, id);
    await blankMentions(trx, person);
    await anonymiseContent(trx, person);
    await eraseAccount(trx, id);
    await recordEvent(trx, 'privacy.account_cancelled', { person: { id } }, { id, email: null });
  });
  await Promise.all([...new Set(files)].map((key) => storage.remove(key).catch(() => undefined)));
}
