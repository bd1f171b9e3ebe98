import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { type Actor, recordEvent } from '../outbox.ts';
import { type MediaFiles, mediaKeysOf, surveyUploadsOf } from './media.ts';
import { blankMentions, scrubbed } from './mentions.ts';
import { coarse, type Identifiers, identifiersOf } from './person.ts';

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

export interface CancelOptions {
  /** Why, when not asked by the person (the bitácora says it): the inactivity retention. */
  cause?: 'inactivity';
  /** Checked in the cancellation's transaction first: when it says no, nothing is done. */
  onlyIf?: (trx: Db, id: number) => Promise<boolean>;
}

/**
 * Cancellation (ARCO): the account is erased and what it left stays only as anonymous rows, in one transaction
 * audited as `privacy.account_cancelled` by `actor`; its files are removed once that committed. The caller checks
 * who may ask for it (the visitor's password in the app, an administrator's request, the inactivity retention).
 * Returns whether it cancelled (`onlyIf` may decline).
 */
export async function cancelAccount(
  db: Db,
  media: MediaFiles,
  id: number,
  actor: Actor,
  { cause, onlyIf }: CancelOptions = {},
): Promise<boolean> {
  const files = [...(await mediaKeysOf(db, media, id)), ...(await surveyUploadsOf(media, id))];
  const cancelled = await db.transaction().execute(async (trx) => {
    if (onlyIf && !(await onlyIf(trx, id))) return false;
    const person = await identifiersOf(trx, id);
    await blankMentions(trx, person);
    await anonymiseContent(trx, person);
    await eraseAccount(trx, id);
    await recordEvent(trx, 'privacy.account_cancelled', { person: { id }, ...(cause && { cause }) }, actor);
    return true;
  });
  if (cancelled) await Promise.all([...new Set(files)].map((key) => media.remove(key).catch(() => undefined)));
  return cancelled;
}
