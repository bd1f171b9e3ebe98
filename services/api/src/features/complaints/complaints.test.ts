import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { complaintMessages, messages } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { createTestApp, errorOf, rowCount, signedIn, type TestApp, waitForLockWaiter } from '../../../test/app.ts';
import { complaintForm, createCategory, insertComplaint, JPEG } from './testing.ts';

let t: TestApp;
let category: { id: number; name: string };
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t.db, 'obras@ejemplo.mx, limpia@ejemplo.mx');
  tokens.staff = (await signedIn(t)).token;
  // Only an administrator deletes a complaint.
  tokens.admin = (await signedIn(t, { is_admin: true })).token;
  for (const who of ['ana', 'beto']) {
    const visitor = await signedIn(t, { type: 'visitor' });
    ids[who] = visitor.id;
    tokens[who] = visitor.token;
  }
});
afterAll(async () => {
  await t.close();
});

const as = (who: string) => ({ 'x-access-token': tokens[who]! });
const file = (fields: Record<string, string>, media?: Parameters<typeof complaintForm>[1], who = 'ana') => {
  const form = complaintForm(fields, media);
  return t.app.inject({
    method: 'POST',
    url: '/api/app/complaints',
    payload: form.payload,
    headers: { ...form.headers, ...as(who) },
  });
};
const report = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/complaint/', payload, headers: as('staff') });
const count = (table: 'complaints' | 'outbox' | 'email_deliveries') => rowCount(t.db, table);
const storedFiles = () =>
  existsSync(path.join(t.mediaDir, 'complaints'))
    ? readdirSync(path.join(t.mediaDir, 'complaints'), { recursive: true })
    : [];
const statusOf = (id: number) =>
  t.db.selectFrom('complaints').select(['status', 'reply']).where('id', '=', id).executeTakeFirstOrThrow();

describe('filing from the app', () => {
  it('refuses a complaint whose category is deleted while it is filed with the field at fault, keeping nothing', async () => {
    const doomed = await createCategory(t.db);
    const before = { complaints: await count('complaints'), files: storedFiles().length };
    let filed: ReturnType<typeof file> | undefined;
    // An admin deletes the category; the complaint's insert waits for that transaction and then finds it gone.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('complaint_categories').select('id').where('id', '=', doomed.id).forUpdate().execute();
      filed = file({ category_id: String(doomed.id) }, { name: 'a.jpg', type: 'image/jpeg', data: JPEG });
      await waitForLockWaiter(t.db);
      await trx.deleteFrom('complaint_categories').where('id', '=', doomed.id).execute();
    });
    const res = await filed!;
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'category_id', message: messages.validation.referenceGone });
    expect({ complaints: await count('complaints'), files: storedFiles().length }).toEqual(before);
  });

  it('keeps the complaint with its photo typed from the bytes, tells the back-office, and shows it to its visitor', async () => {
    const res = await file(
      { category_id: String(category.id), text: 'Coladera sin tapa', lat: '19.41', lon: '-99.2' },
      { name: 'foto.bin', type: 'application/octet-stream', data: JPEG },
    );
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      status: 'no atendida',
      file_type: 'image/jpeg',
      category_name: category.name,
      lat: 19.41,
    });
    expect(c.url).toMatch(new RegExp(`^/media/complaints/${c.id}/[0-9a-f-]+\\.jpg$`));
    expect(c.media_metadata).toHaveProperty('createDate');
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'complaint.filed')
      .executeTakeFirst();
    expect(event?.payload).toMatchObject({ complaint: { id: c.id, category_name: category.name } });

    const mine = await t.app.inject({ url: '/api/app/complaints', headers: as('ana') });
    expect(mine.json().map((x: { id: number }) => x.id)).toContain(c.id);
    expect((await t.app.inject({ url: c.url, headers: as('ana') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: c.url, headers: as('beto') })).statusCode).toBe(404);
  });

  it('takes a form whose file field was left empty as a complaint without a file', async () => {
    const res = await file(
      { category_id: String(category.id), text: 'Sin foto' },
      { name: '', type: 'application/octet-stream', data: Buffer.alloc(0) },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ text: 'Sin foto', file_type: null, url: null });
  });

  it('refuses a file that lies about its type, an unknown category and half a position, writing nothing', async () => {
    const before = { complaints: await count('complaints'), outbox: await count('outbox'), files: storedFiles() };
    const lying = await file(
      { category_id: String(category.id) },
      {
        name: 'foto.jpg',
        type: 'image/jpeg',
        data: Buffer.from('hola, no soy una foto'),
      },
    );
    expect(lying.statusCode).toBe(400);
    expect(errorOf(lying)).toMatchObject({ field: 'file', message: complaintMessages.fileType });

    const unknown = await file({ category_id: '999999' }, { name: 'a.jpg', type: 'image/jpeg', data: JPEG });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ field: 'category_id', message: complaintMessages.categoryUnknown });

    const disabled = await createCategory(t.db, '', false);
    expect((await file({ category_id: String(disabled.id) })).statusCode).toBe(400);
    const half = await file({ category_id: String(category.id), lat: '19.4' });
    expect(errorOf(half)).toMatchObject({ field: 'lat', message: complaintMessages.positionPartial });
    const none = await file({ text: 'sin categoría' });
    expect(errorOf(none)).toMatchObject({ field: 'category_id', message: complaintMessages.categoryRequired });

    expect(await count('complaints')).toBe(before.complaints);
    expect(await count('outbox')).toBe(before.outbox);
    expect(storedFiles()).toEqual(before.files);
    expect(readdirSync(path.join(t.mediaDir, '.incoming'))).toEqual([]);
  });

  it('shows a visitor only their own complaints (403 for another’s), and the back-office calls only to staff', async () => {
    const theirs = await insertComplaint(t.db, { category_id: category.id, visitor_id: ids.ana! });
    const other = await t.app.inject({ url: `/api/app/complaints/${theirs.id}`, headers: as('beto') });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(complaintMessages.otherComplaint);
    expect((await t.app.inject({ url: `/api/app/complaints/${theirs.id}`, headers: as('ana') })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'POST', url: '/visitors/complaintList', headers: as('beto') });
    expect(list.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/complaints/${theirs.id}`, headers: as('beto') })).statusCode).toBe(403);
  });
});

describe('the back-office calls', () => {
  it('answer the "empty" POSTs sent with a JSON content type and no body', async () => {
    const headers = { ...as('staff'), 'content-type': 'application/json' };
    const list = await t.app.inject({ method: 'POST', url: '/visitors/complaintList', headers, payload: '' });
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const cats = await t.app.inject({
      method: 'POST',
      url: '/apidev/visitors/complaintCategories',
      headers,
      payload: '{}',
    });
    expect(cats.json()).toContainEqual(
      expect.objectContaining({ id: category.id, email: 'obras@ejemplo.mx, limpia@ejemplo.mx' }),
    );
    const broken = await t.app.inject({ method: 'POST', url: '/visitors/complaintList', headers, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    const types = await t.app.inject({ url: '/visitors/complaint/FileType', headers: as('staff') });
    expect(types.json().map((x: { file_type: string }) => x.file_type)).toEqual([
      'image/jpeg',
      'video/mp4',
      'audio/mpeg',
    ]);
  });

  it('moves a complaint only along §4 and keeps a closed one as it is', async () => {
    const c = await insertComplaint(t.db, { category_id: category.id, visitor_id: ids.ana! });
    const noStatus = await report({ complaint_id: c.id, reply: 'x' });
    expect(noStatus.statusCode).toBe(400);
    expect(errorOf(noStatus)).toMatchObject({ field: 'status', message: messages.complaints.statusRequired });

    const pending = await report({ complaint_id: c.id, status: 'en proceso' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      status: 'en proceso',
      recipients: ['obras@ejemplo.mx', 'limpia@ejemplo.mx'],
    });
    const outboxAfterPending = await count('outbox');

    for (const status of ['en proceso', 'no atendida']) {
      const illegal = await report({ complaint_id: c.id, status });
      expect(illegal.statusCode).toBe(409);
      expect(errorOf(illegal)).toMatchObject({ field: 'status', message: complaintMessages.illegalTransition });
    }
    expect(await count('outbox')).toBe(outboxAfterPending);

    const closed = await report({ complaint_id: c.id, status: 'atendida', reply: 'Se tapó la coladera.' });
    expect(closed.json()).toMatchObject({ status: 'atendida', reply: 'Se tapó la coladera.' });
    const before = { outbox: await count('outbox'), deliveries: await count('email_deliveries') };
    const again = await report({ complaint_id: c.id, status: 'atendida', reply: 'Otra respuesta' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(complaintMessages.closed);
    expect(await statusOf(c.id)).toEqual({ status: 'atendida', reply: 'Se tapó la coladera.' });
    expect({ outbox: await count('outbox'), deliveries: await count('email_deliveries') }).toEqual(before);

    expect((await report({ complaint_id: 999999, status: 'atendida' })).statusCode).toBe(404);
    expect((await report({ complaint_id: 'abc', status: 'atendida' })).statusCode).toBe(400);
  });

  it('sends evidence only for a pending complaint of that category', async () => {
    const c = await insertComplaint(t.db, { category_id: category.id, visitor_id: ids.ana! });
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/visitors/complaint/sendEmail', payload, headers: as('staff') });
    expect((await send({ id: c.id })).statusCode).toBe(409);
    await report({ complaint_id: c.id, status: 'en proceso' });
    const other = await createCategory(t.db);
    expect(errorOf(await send({ id: c.id, category_id: other.id }))).toMatchObject({ field: 'category_id' });
    const ok = await send({ id: c.id, category_id: category.id, url: null, file_type: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().deliveries[0]).toMatchObject({ kind: 'evidence', status: 'queued' });
  });

  it('deletes a complaint with its file, once', async () => {
    const res = await file({ category_id: String(category.id) }, { name: 'a.jpg', type: 'image/jpeg', data: JPEG });
    const { id, url } = res.json();
    const del = () => t.app.inject({ method: 'DELETE', url: `/visitors/complaint/remove/${id}`, headers: as('admin') });
    expect((await del()).json()).toEqual({ status: 'ok', message: messages.generic.deleted });
    expect(existsSync(path.join(t.mediaDir, url.replace('/media/', '')))).toBe(false);
    expect((await del()).statusCode).toBe(404);
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'complaint.deleted')
      .executeTakeFirst();
    expect(event?.payload).toMatchObject({ complaint: { id } });
  });

  it('deletes a complaint two administrators delete at once only once: the second is told it is gone', async () => {
    const c = await insertComplaint(t.db, { category_id: category.id, visitor_id: ids.ana! });
    const deletions = () =>
      t.db
        .selectFrom('outbox')
        .select('id')
        .where('type', '=', 'complaint.deleted')
        .where(sql`payload->'complaint'->>'id'`, '=', String(c.id))
        .execute();
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/visitors/complaint/remove/${c.id}`, headers: as('admin') });
    let second: ReturnType<typeof remove> | undefined;
    // The first gestor's delete, as its transaction does it, still uncommitted when the second arrives.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('complaints').select('id').where('id', '=', c.id).forUpdate().execute();
      second = remove();
      await waitForLockWaiter(t.db);
      await trx.deleteFrom('complaints').where('id', '=', c.id).execute();
    });
    const res = await second!;
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(complaintMessages.notFound);
    expect(await deletions()).toEqual([]);
  });

  it('downloads Denuncias.xls as a real Excel 97 workbook with the list’s filter', async () => {
    const c = await insertComplaint(t.db, { category_id: category.id, visitor_id: ids.beto!, status: 'atendida' });
    const res = await t.app.inject({
      url: `/api/complaints/export?status=atendida&category_id=${category.id}`,
      headers: as('staff'),
    });
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Denuncias.xls"');
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const book = XLSX.read(res.rawPayload);
    expect(book.SheetNames).toEqual(['Denuncias']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Denuncias!, { header: 1 });
    expect(rows[0]).toEqual([
      'Folio',
      'Fecha',
      'Categoría',
      'Estado',
      'Nombre',
      'Apellido',
      'Sexo',
      'Edad',
      'Nivel de estudios',
      'Texto',
      'Respuesta',
      'Tipo de archivo',
      'Fecha de media',
      'Latitud',
      'Longitud',
    ]);
    expect(rows.slice(1).every((r) => r[3] === 'Cerrada' && r[2] === category.name)).toBe(true);
    expect(rows.map((r) => r[0])).toContain(`F-${c.id}`);
    expect(rows[1]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
  });

  it('refuses a Denuncias.xls longer than Excel 97 holds, and writes nothing', async () => {
    const many = await createCategory(t.db, 'muchas@ejemplo.mx');
    await sql`
      INSERT INTO complaints (text, date, updated_at, category_id, visitor_id)
      SELECT 'Denuncia ' || g, now(), now(), ${many.id}::int, ${ids.ana!}::int FROM generate_series(1, 65536) AS g
    `.execute(t.db);
    try {
      const before = await count('outbox');
      const res = await t.app.inject({ url: `/api/complaints/export?category_id=${many.id}`, headers: as('staff') });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'search', message: complaintMessages.tooManyForXls });
      expect(await count('outbox')).toBe(before);
    } finally {
      await t.db.deleteFrom('complaints').where('category_id', '=', many.id).execute();
    }
  });
});
