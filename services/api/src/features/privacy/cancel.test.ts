import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@ppd/db';
import { mexicoCityToday } from '@ppd/domain';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import {
  createTestApp,
  createUser,
  insertAlertType,
  insertComplaintCategory,
  loginAs,
  type TestApp,
  visitorSignUpInput,
} from '../../../test/app.ts';
import { createCatalog, insertRecord } from '../records/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERSON = { name: 'Zacarías', last_name: 'Quintanilla', email: 'zacarias.quintanilla@correo.mx' };
const PHONE = '5512349876';
const ALERT = { lat: 19.432617, lon: -99.133208 };
const COMPLAINT = { lat: 19.441234, lon: -99.151234 };
const ANSWERED = { lat: 19.456781, lng: -99.145672 };
const TEXTS = [PERSON.name, PERSON.last_name, PERSON.email, PHONE];
const COORDINATES = [ALERT.lat, ALERT.lon, COMPLAINT.lat, COMPLAINT.lon, ANSWERED.lat, ANSWERED.lng];

type Hit = { table: string; id: string };
const hitKey = (h: Hit) => `${h.table}:${h.id}`;

/** Every row of every table whose text, JSON or array columns name the person, or whose numbers are their places. */
async function scanTables(db: Db): Promise<Hit[]> {
  const { rows: columns } = await sql<{ table: string; column: string; type: string }>`
    SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'double precision', 'numeric', 'real')`.execute(
    db,
  );
  const texts = [...TEXTS, ...COORDINATES.map(String)].map((s) => `%${s}%`);
  const hits: Hit[] = [];
  for (const { table, column, type } of columns) {
    const value = sql.ref(`x.${column}`);
    const found = ['double precision', 'numeric', 'real'].includes(type)
      ? sql`${value}::float8 = ANY(${COORDINATES}::float8[])`
      : sql`${value}::text ILIKE ANY(${texts}::text[])`;
    const { rows } = await sql<{ row: Record<string, unknown> }>`
      SELECT to_jsonb(x) AS row FROM ${sql.table(table)} x WHERE ${found}`.execute(db);
    for (const { row } of rows) hits.push({ table, id: String(row.id ?? row.job_id ?? row.user_id) });
  }
  return [...new Map(hits.map((h) => [hitKey(h), h])).values()];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Files whose path or bytes name the person. */
async function scanMedia(): Promise<string[]> {
  const named: string[] = [];
  for (const file of await filesUnder(t.mediaDir)) {
    const text = `${file}\n${await readFile(file, 'latin1')}`;
    if ([...TEXTS, 'Zacarias'].some((s) => text.toLowerCase().includes(s.toLowerCase()))) named.push(file);
  }
  return named;
}

describe('cancellation of a visitor account', () => {
  it('leaves no trace of the person in the tables, the media or the exports, and the reports count the same', async () => {
    const today = mexicoCityToday();
    const typeId = await insertAlertType(t.db, 'Robo');
    const categoryId = await insertComplaintCategory(t.db, 'Vialidad');
    const input = visitorSignUpInput({ ...PERSON, age: 41, sex: 'H' });
    const me = (await t.app.inject({ method: 'POST', url: '/api/app/visitors', payload: input })).json<{
      id: number;
    }>();
    const token = await loginAs(t.app, input.email, input.password, 'visitor');
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload && { payload }) });

    // What the person leaves behind: an alert with its chat, a complaint with its photo, a survey answered with a
    // place and a photo, a profile picture, a phone, an inbox message and the bitácora's lines about them.
    const profileKey = `profiles/Zacarias_${me.id}_1.jpg`;
    await t.db
      .updateTable('users')
      .set({ phone_number: PHONE, profile_image: profileKey })
      .where('id', '=', me.id)
      .execute();
    const alert = await as('POST', '/api/app/alerts', {
      alert_type_id: typeId,
      ...ALERT,
      comentario: `Soy ${PERSON.name}`,
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const alertId = alert.json<{ id: number }>().id;
    await t.db
      .insertInto('chat_messages')
      .values({ alert_id: alertId, sender_id: me.id, user_type: 'visitor', message: `Mi número es ${PHONE}` })
      .execute();
    const complaint = await t.db
      .insertInto('complaints')
      .values({
        category_id: categoryId,
        visitor_id: me.id,
        text: `Denuncia de ${PERSON.name} ${PERSON.last_name}`,
        date: new Date(),
        ...COMPLAINT,
        file_type: 'IMAGEN',
        media_metadata: JSON.stringify({ GPSLatitude: COMPLAINT.lat }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const complaintKey = `complaints/${complaint.id}/evidencia.jpg`;
    await t.db
      .updateTable('complaints')
      .set({ url: `/media/${complaintKey}` })
      .where('id', '=', complaint.id)
      .execute();
    const survey = await t.db
      .insertInto('surveys')
      .values({ nombre: 'Movilidad', preguntas: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answerFile = `${me.id}-foto.jpg`;
    await t.db
      .insertInto('survey_answers')
      .values({
        survey_id: survey.id,
        visitor_id: me.id,
        respuestas: JSON.stringify([
          { id: 1, answer: ANSWERED },
          { id: 2, answer: { type: 'image', filename: answerFile } },
          { id: 3, answer: `Llamen al ${PHONE}` },
        ]),
      })
      .execute();
    for (const key of [profileKey, complaintKey, `surveys/${survey.id}/${answerFile}`]) {
      await mkdir(path.dirname(path.join(t.mediaDir, key)), { recursive: true });
      await writeFile(path.join(t.mediaDir, key), `JPEG de ${PERSON.name} ${PERSON.last_name}`);
    }
    await t.db
      .insertInto('notifications')
      .values({ user_id: me.id, kind: 'alert', title: 'Alerta', body: `Hola ${PERSON.name}`, data: '{}' })
      .execute();
    await t.db
      .insertInto('audit_log')
      .values({
        module: 'Login',
        action: 'Registro de visitante',
        observation: `${PERSON.name} ${PERSON.last_name} (${PERSON.email})`,
        email: PERSON.email,
        user_id: me.id,
      })
      .execute();

    const staffer = await createUser(t.db, { type: 'monitor' });
    const place = await insertRecord(t.db, await createCatalog(t.db), staffer);
    const comment = await as('POST', `/api/comments_places/${place.id}`, {
      stars: 4,
      comment: `Bonito, firma ${PERSON.last_name}`,
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const gestor = await loginAs(t.app, staffer.email);
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { 'x-access-token': gestor }, ...(payload && { payload }) });
    const range = { desde: today, hasta: today };
    const reports = async () => ({
      alerts: (await staff('POST', '/api/reports/alerts/summary', range)).json(),
      complaints: (await staff('POST', '/api/reports/complaints/summary', range)).json(),
    });
    const exportsText = async () => {
      const sheets = [
        await staff('POST', '/api/reports/alerts/export', range),
        await staff('POST', '/api/reports/complaints/export', range),
        await staff('GET', '/api/complaints/export'),
      ];
      return sheets
        .map((res) => {
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          const book = XLSX.read(res.rawPayload, { type: 'buffer' });
          return book.SheetNames.map((name) => XLSX.utils.sheet_to_csv(book.Sheets[name]!)).join('\n');
        })
        .join('\n');
    };
    const before = await reports();
    expect(before.alerts).not.toEqual(before.complaints);
    expect(await exportsText()).toContain(PERSON.name);

    // Access: the export holds every row the scan finds, and the person's files.
    const found = await scanTables(t.db);
    const tables = ['users', 'alerts', 'chat_messages', 'complaints', 'survey_answers', 'place_comments'];
    expect(new Set(found.map((h) => h.table))).toEqual(new Set([...tables, 'notifications', 'audit_log', 'outbox']));
    const data = await as('GET', '/api/app/me/data');
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(data.rawPayload);
    const exported = new Set<string>();
    for (const [name, entry] of Object.entries(zip.files)) {
      if (!name.endsWith('.json')) continue;
      const table = name.replace(/\.json$/, '') === 'profile' ? 'users' : name.replace(/\.json$/, '');
      for (const row of JSON.parse(await entry.async('string')) as Record<string, unknown>[]) {
        exported.add(`${table}:${row.id ?? row.job_id}`);
        for (const m of (row.chat as { id: number }[] | undefined) ?? []) exported.add(`chat_messages:${m.id}`);
      }
    }
    expect(found.map(hitKey).filter((hit) => !exported.has(hit))).toEqual([]);
    expect(
      Object.keys(zip.files)
        .filter((f) => f.startsWith('media/'))
        .sort(),
    ).toEqual([complaintKey, profileKey, `surveys/${survey.id}/${answerFile}`].map((k) => `media/${k}`).sort());

    // Cancellation: the password first, then nothing of the person is left, and the figures stay.
    expect((await as('DELETE', '/api/app/me', { password: 'otra-clave' })).statusCode).toBe(400);
    const cancelled = await as('DELETE', '/api/app/me', { password: input.password });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await as('GET', '/api/app/me/preferences')).statusCode).toBe(401);

    expect(await scanTables(t.db)).toEqual([]);
    expect(await scanMedia()).toEqual([]);
    expect(await exportsText()).not.toMatch(new RegExp(TEXTS.join('|'), 'i'));
    expect(await reports()).toEqual(before);
    const kept = await t.db
      .selectFrom('alerts')
      .select(['lat', 'lon', 'visitor_id'])
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ lat: 19.43, lon: -99.13, visitor_id: me.id });
    const events = await t.db
      .selectFrom('outbox')
      .select(['payload', 'actor_email'])
      .where('type', '=', 'privacy.account_cancelled')
      .execute();
    expect(events).toEqual([{ payload: { person: { id: me.id } }, actor_email: null }]);
  });
});
