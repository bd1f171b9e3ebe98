import path from 'node:path';
import { type Actor, type Db, identifiersOf, mediaKeysOf, mentionsOf, recordEvent } from '@ppd/db';
import archiver from 'archiver';
import { sql } from 'kysely';
import type { MediaStorage } from '../../shared/media/storage.ts';

/** Each JSON file of the export and the rows of the person it holds. */
async function ownRows(db: Db, id: number): Promise<Record<string, unknown[]>> {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    profile: await rows(sql`SELECT id, type, email, name, last_name, username, profile_image, address, phone_number,
      age, sex, nivel_estudios, ST_Y(last_location) AS last_lat, ST_X(last_location) AS last_lon, last_seen_at,
      send_opt_outs, created_at, updated_at FROM users WHERE id = ${id}`),
    alerts: await rows(sql`SELECT a.id, a.status, a.fecha_alerta, t.tipo_alerta, a.lat, a.lon, a.comentario_visitante,
      a.comentario_autoridad, a.assigned_at, a.attended_at, a.closed_at,
      coalesce((SELECT json_agg(json_build_object('id', m.id, 'user_type', m.user_type, 'message', m.message,
        'date', m.date) ORDER BY m.date, m.id) FROM chat_messages m WHERE m.alert_id = a.id), '[]') AS chat
      FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id WHERE a.visitor_id = ${id} ORDER BY a.id`),
    complaints: await rows(sql`SELECT c.id, cc.name AS category, c.text, c.status, c.date, c.lat, c.lon, c.url,
      c.file_type, c.media_metadata, c.reply FROM complaints c JOIN complaint_categories cc ON cc.id = c.category_id
      WHERE c.visitor_id = ${id} ORDER BY c.id`),
    survey_answers: await rows(sql`SELECT a.id, a.survey_id, s.nombre AS survey, a.respuestas, a.created_at
      FROM survey_answers a JOIN surveys s ON s.id = a.survey_id WHERE a.visitor_id = ${id} ORDER BY a.id`),
    place_comments: await rows(sql`SELECT * FROM place_comments WHERE user_id = ${id} ORDER BY id`),
    activity_comments: await rows(sql`SELECT * FROM activity_comments WHERE user_id = ${id} ORDER BY id`),
    consents: await rows(sql`SELECT version, accepted_at FROM privacy_consents WHERE user_id = ${id} ORDER BY version`),
  };
}

/** Everything held about the person as a zip stream: one JSON file per kind of row, then their files under media/. */
export async function exportPersonData(db: Db, storage: MediaStorage, id: number, actor: Actor = { id, email: null }) {
  const person = await identifiersOf(db, id);
  const files = { ...(await ownRows(db, id)), ...(await mentionsOf(db, person)) };
  const media = await mediaKeysOf(db, storage, id);
  await db.transaction().execute((trx) => recordEvent(trx, 'privacy.data_exported', { person: { id } }, actor));
  const zip = archiver('zip', { zlib: { level: 6 } });
  for (const [name, rows] of Object.entries(files)) {
    zip.append(JSON.stringify(rows, null, 2), { name: `${name}.json` });
  }
  for (const key of media) zip.file(path.join(storage.root, key), { name: `media/${key}` });
  void zip.finalize();
  return zip;
}
