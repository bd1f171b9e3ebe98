import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { verifyPassword } from '@ppd/db';
import { messages, peopleMessages } from '@ppd/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  insertAlert,
  insertAlertType,
  loginAs,
  signedIn,
  type TestApp,
  whileOutboxRefuses,
} from '../../../test/app.ts';
import { PNG_1X1, pngClaiming } from '../../../test/fixtures.ts';
import { type FilePart, multipartForm } from '../../../test/multipart.ts';

let t: TestApp;
let gestorId: number;
let admin: string;
let gestor: string;
let projectId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { is_admin: true })).token;
  const g = await signedIn(t);
  gestorId = g.id;
  gestor = g.token;
  projectId = (
    await t.db.insertInto('projects').values({ nombre: 'Chapultepec' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  categoryId = (
    await t.db
      .insertInto('authority_categories')
      .values({ name_category: 'Policía', area: 'POLICIA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

let n = 0;
const authorityInput = (over: Record<string, unknown> = {}) => ({
  type: 'authority',
  email: `autoridad${++n}@prueba.mx`,
  name: 'Lucía',
  last_name: 'Hernández',
  auth_id: `AUT-${1000 + n}`,
  project_id: projectId,
  category_id: categoryId,
  phone_number: '5512345678',
  address: 'CDMX',
  sex: 'M',
  age: 40,
  ...over,
});

const post = (payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url: '/users', headers: { 'x-access-token': token }, payload: payload as object });
const userCount = async () =>
  (
    await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** A multipart body as the authority modal sends it: its fields and, if any, the `image` file. */
const multipart = (fields: Record<string, string>, file?: Omit<FilePart, 'field'>) =>
  multipartForm(fields, file ? [{ ...file, field: 'image' }] : []);

describe('POST /users (authority)', () => {
  it('creates an authority whose first password is its auth_id, and records the event', async () => {
    const input = authorityInput();
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ id: expect.any(Number), username: expect.any(String), type: 'authority' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, input.auth_id)).toBe(true);
    expect(row).toMatchObject({ type: 'authority', project_id: projectId, phone_number: '5512345678' });
    const event = await t.db.selectFrom('outbox').selectAll().where('type', '=', 'person.created').executeTakeFirst();
    expect(event?.payload).toMatchObject({ person: { id: created.id, type: 'authority' } });
    // ...and can sign in to the app with it.
    await loginAs(t.app, input.email, input.auth_id, 'authority');
  });

  it('names the field and the spec message for every bad input, creating nothing', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: undefined }, 'email', messages.people.emailRequired],
      [{ email: '' }, 'email', messages.people.emailRequired],
      [{ email: 'no-es-correo' }, 'email', messages.people.emailInvalid],
      [{ name: ' ' }, 'name', messages.people.nameRequired],
      [{ last_name: undefined }, 'last_name', messages.people.lastNameRequired],
      [{ auth_id: undefined }, 'auth_id', messages.people.authIdRequired],
      [{ auth_id: '   ' }, 'auth_id', messages.people.authIdBlank],
      // Its first password: the password rule holds for it.
      [{ auth_id: 'AUT-123' }, 'auth_id', messages.people.authIdTooShort],
      [{ project_id: undefined }, 'project_id', messages.people.projectRequired],
      [{ project_id: '' }, 'project_id', messages.people.projectRequired],
      [{ phone_number: '55123' }, 'phone_number', messages.people.phoneDigits],
      [{ phone_number: '55-1234-567' }, 'phone_number', messages.people.phoneDigits],
      [{ age: -1 }, 'age', peopleMessages.ageInvalid],
      [{ age: 'diez' }, 'age', peopleMessages.ageInvalid],
      [{ sex: 'X' }, 'sex', peopleMessages.sexInvalid],
      [{ type: 'visitor' }, 'type', messages.validation.invalid],
      // A project or category deleted while the form was open.
      [{ project_id: 999999 }, 'project_id', messages.people.projectRequired],
      [{ category_id: 999999 }, 'category_id', peopleMessages.categoryUnknown],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(authorityInput(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res)).toEqual({ error: { name: 'ValidationError' }, message, field });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate e-mail with 409 and the spec message, whatever its case', async () => {
    const input = authorityInput();
    expect((await post(input)).statusCode).toBe(201);
    const before = await userCount();
    const res = await post(authorityInput({ email: input.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ error: { name: 'Conflict' }, message: messages.people.emailTaken, field: 'email' });
    expect(await userCount()).toBe(before);
  });

  it('takes multipart with a PNG or JPEG image checked by its bytes', async () => {
    const fields = Object.fromEntries(Object.entries(authorityInput()).map(([k, v]) => [k, String(v)]));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/users',
      ...withToken(multipart(fields, { name: 'foto.png', type: 'image/png', data: PNG_1X1 })),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', ok.json().id)
      .executeTakeFirstOrThrow();
    expect(row.profile_image).toMatch(/^profiles\/.+_\d+_\d+\.png$/);

    const before = await userCount();
    const fake = Object.fromEntries(Object.entries(authorityInput()).map(([k, v]) => [k, String(v)]));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/users',
      ...withToken(multipart(fake, { name: 'foto.png', type: 'image/png', data: Buffer.from('GIF89a not a png') })),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ field: 'image', message: messages.media.imageType });
    const big = await t.app.inject({
      method: 'POST',
      url: '/users',
      ...withToken(
        multipart(fake, {
          name: 'f.jpg',
          type: 'image/jpeg',
          data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]),
        }),
      ),
    });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big)).toMatchObject({ field: 'image', message: messages.media.imageTooLarge });
    const claiming = multipart(fake, { name: 'f.png', type: 'image/png', data: pngClaiming(60_000, 60_000) });
    const huge = await t.app.inject({ method: 'POST', url: '/users', ...withToken(claiming) });
    expect(errorOf(huge)).toMatchObject({ field: 'image', message: messages.media.imageTooManyPixels });
    expect(await userCount()).toBe(before);
  });

  it("changes a person's image alone (POST /users/update_profile_image): anyone's for an admin, a gestor's own", async () => {
    const created = await post(authorityInput());
    const userId = String(created.json().id);
    const imageOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('profile_image')
          .where('id', '=', Number(userId))
          .executeTakeFirstOrThrow()
      ).profile_image;
    const send = (fields: Record<string, string>, token = admin, image = true) =>
      t.app.inject({
        method: 'POST',
        url: '/users/update_profile_image',
        ...withToken(
          multipart(fields, image ? { name: 'nueva.png', type: 'image/png', data: PNG_1X1 } : undefined),
          token,
        ),
      });

    expect((await send({ user_id: userId }, gestor)).statusCode).toBe(403);
    expect(errorOf(await send({ user_id: userId }, admin, false))).toMatchObject({
      field: 'image',
      message: peopleMessages.imageRequired,
    });
    expect((await send({ user_id: '2147483647' })).statusCode).toBe(404);
    expect(await imageOf()).toBeNull();
    const ok = await send({ user_id: userId });
    expect(ok.json()).toEqual({ status: 'ok', profile_image: await imageOf() });
    expect(await imageOf()).toMatch(/^profiles\/.+_\d+_\d+\.png$/);
    // The profile's own picture.
    const own = await send({ user_id: String(gestorId) }, gestor);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().profile_image).toMatch(/^profiles\/.+\.png$/);
  });

  it('is for admins only', async () => {
    const before = await userCount();
    const res = await post(authorityInput(), gestor);
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/users', payload: authorityInput() })).statusCode).toBe(401);
  });
});

const withToken = (m: { payload: Buffer; headers: Record<string, string> }, token = admin) => ({
  payload: m.payload,
  headers: { ...m.headers, 'x-access-token': token },
});

describe('profile pictures on disk', () => {
  const stored = (key: string | null) => key !== null && existsSync(path.join(t.mediaDir, key));
  const imageOf = async (id: number) =>
    (await t.db.selectFrom('users').select('profile_image').where('id', '=', id).executeTakeFirstOrThrow())
      .profile_image;
  const newPicture = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: '/users/update_profile_image',
      ...withToken(multipart({ user_id: String(id) }, { name: 'nueva.png', type: 'image/png', data: PNG_1X1 })),
    });
  const withPicture = async () => {
    const fields = Object.fromEntries(Object.entries(authorityInput()).map(([k, v]) => [k, String(v)]));
    const created = await t.app.inject({
      method: 'POST',
      url: '/users',
      ...withToken(multipart(fields, { name: 'foto.png', type: 'image/png', data: PNG_1X1 })),
    });
    return created.json<{ id: number }>().id;
  };

  it('keeps only the current picture: a replaced one and a deleted person’s are removed', async () => {
    const id = await withPicture();
    const first = await imageOf(id);
    expect(stored(first)).toBe(true);
    expect((await newPicture(id)).statusCode).toBe(200);
    const second = await imageOf(id);
    expect(second).not.toBe(first);
    expect(stored(second)).toBe(true);
    expect(stored(first)).toBe(false);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/authorities/${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(del.statusCode).toBe(200);
    expect(stored(second)).toBe(false);
  });

  it('keeps the previous picture, and no new file, when the change fails after storing it', async () => {
    const id = await withPicture();
    const before = await imageOf(id);
    const profiles = () => readdirSync(path.join(t.mediaDir, 'profiles')).sort();
    const files = profiles();
    const res = await whileOutboxRefuses(t.db, 'person.updated', () => newPicture(id));
    expect(res.statusCode).toBe(500);
    expect(await imageOf(id)).toBe(before);
    expect(stored(before)).toBe(true);
    expect(profiles()).toEqual(files);
  });
});

describe('the Monitores routes', () => {
  it('lists authorities with category, project, state and last connection; gestores get 403 everywhere', async () => {
    const created = (await post(authorityInput())).json();
    const res = await t.app.inject({ method: 'GET', url: '/authorities', headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((a: { id: number }) => a.id === created.id);
    expect(row).toMatchObject({ name_category: 'Policía', project: 'Chapultepec', inactive: false, last_date: null });

    for (const [method, url] of [
      ['GET', '/authorities'],
      ['PUT', `/authorities/${created.id}`],
      ['DELETE', `/authorities/${created.id}`],
      ['POST', '/users/updateActivity'],
      ['GET', `/authorities/${created.id}/export`],
      ['GET', '/monitors'],
      ['PUT', '/monitors/1'],
      ['DELETE', '/monitors/1'],
      ['GET', '/monitors/1/export'],
    ] as const) {
      const denied = await t.app.inject({
        method,
        url,
        headers: { 'x-access-token': gestor },
        payload: method === 'GET' || method === 'DELETE' ? undefined : { id: created.id, inactive: true },
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      await t.db.selectFrom('users').select('inactive').where('id', '=', created.id).executeTakeFirstOrThrow(),
    ).toEqual({
      inactive: false,
    });
  });

  it('edits everything but the e-mail, with the same messages', async () => {
    const input = authorityInput();
    const { id } = (await post(input)).json();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/authorities/${id}`, headers: { 'x-access-token': admin }, payload });
    const bad = await put({ ...input, auth_id: '  ' });
    expect(errorOf(bad)).toEqual({
      error: { name: 'ValidationError' },
      message: messages.people.authIdBlank,
      field: 'auth_id',
    });
    const res = await put({ ...input, email: 'otro@prueba.mx', name: 'Lucy', phone_number: '5599999999' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Lucy', email: input.email, phone_number: '5599999999' });
    expect((await put({ ...input })).statusCode).toBe(200);
    // Editing sets no password: a short auth_id is only the identifier then.
    expect((await put({ ...input, auth_id: 'AUT-9' })).statusCode).toBe(200);
    expect(errorOf(await put({ ...input, project_id: 999999 }))).toMatchObject({
      field: 'project_id',
      message: messages.people.projectRequired,
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/authorities/999999',
      headers: { 'x-access-token': admin },
      payload: input,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('clears the address, sex, age and category an edit leaves out', async () => {
    const { address: _a, sex: _s, age: _g, category_id: _c, ...rest } = authorityInput();
    const { id } = (await post(authorityInput())).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/authorities/${id}`,
      headers: { 'x-access-token': admin },
      payload: rest,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address: null, sex: null, age: null, category_id: null });
  });

  it("deactivating spends the account's tokens: reactivating does not revive them", async () => {
    const input = authorityInput();
    const { id } = (await post(input)).json();
    const oldToken = await loginAs(t.app, input.email, input.auth_id, 'authority');
    const ownAlerts = (token: string) => t.app.inject({ url: '/api/app/alerts', headers: { 'x-access-token': token } });
    expect((await ownAlerts(oldToken)).statusCode).toBe(200);
    for (const inactive of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/updateActivity',
        headers: { 'x-access-token': admin },
        payload: { id, inactive },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(errorOf(await ownAlerts(oldToken)).error.name).toBe('JsonWebTokenError');
    const fresh = await loginAs(t.app, input.email, input.auth_id, 'authority');
    expect((await ownAlerts(fresh)).statusCode).toBe(200);
  });

  it('activates, deactivates and deletes, each with its event; an inactive authority cannot sign in', async () => {
    const input = authorityInput();
    const { id } = (await post(input)).json();
    const activity = (inactive: unknown, token = admin, target: unknown = id) =>
      t.app.inject({
        method: 'POST',
        url: '/users/updateActivity',
        headers: { 'x-access-token': token },
        payload: { id: target, inactive },
      });
    expect((await activity(true)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/users/login/',
      payload: { email: input.email, password: input.auth_id, type: 'authority' },
    });
    expect(login.statusCode).toBe(403);
    expect((await activity(false)).statusCode).toBe(200);
    expect((await activity('quizá')).statusCode).toBe(400);
    expect((await activity(true, admin, 999999)).statusCode).toBe(404);
    const events = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'person.activity_changed')
      .where(sql`payload->'person'->>'id'`, '=', String(id))
      .execute();
    expect(events.map((e) => (e.payload as { inactive: boolean }).inactive)).toEqual([true, false]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/authorities/${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/authorities/${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists categories and active authorities (with last connection and the server clock) to any gestor', async () => {
    const categories = await t.app.inject({
      method: 'GET',
      url: '/authorities/categories/listAll',
      headers: { 'x-access-token': gestor },
    });
    expect(categories.json()).toContainEqual({
      id: categoryId,
      name_category: 'Policía',
      area: 'POLICIA',
      enabled: true,
    });
    const { id } = (await post(authorityInput())).json();
    const inactive = (await post(authorityInput())).json();
    await t.db.updateTable('users').set({ inactive: true }).where('id', '=', inactive.id).execute();
    const active = await t.app.inject({
      method: 'GET',
      url: '/authorities/active/list/',
      headers: { 'x-access-token': gestor },
    });
    const ids = active.json().map((a: { id: number }) => a.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(inactive.id);
    expect(active.json().find((a: { id: number }) => a.id === id)).toMatchObject({
      now: expect.any(String),
      last_date: null,
      name_category: 'Policía',
    });
  });
});

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('Autoridad.xlsx', () => {
  it('has the Autoridad and Alertas sheets, and Chats only when there are chats', async () => {
    const input = authorityInput();
    const { id } = (await post(input)).json();
    const download = () =>
      t.app.inject({ method: 'GET', url: `/authorities/${id}/export`, headers: { 'x-access-token': admin } });

    const empty = await download();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-disposition']).toContain('Autoridad.xlsx');
    let workbook = await readWorkbook(empty.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Autoridad', 'Alertas']);
    const sheet = workbook.getWorksheet('Autoridad')!;
    expect(sheet.getRow(2).getCell(2).value).toBe('Lucía');
    const cell = (header: string) => sheet.getRow(2).getCell((sheet.getRow(1).values as unknown[]).indexOf(header));
    expect(cell('Estado').value).toBe('Activo');

    const visitor = await createUser(t.db, { type: 'visitor' });
    const typeId = await insertAlertType(t.db, 'Robo');
    const alert = await insertAlert(t.db, {
      alert_type_id: typeId,
      visitor_id: visitor.id,
      autoridad_id: id,
      status: 'ASIGNADA',
      fecha_alerta: new Date('2025-05-26T03:30:00Z'),
    });
    const later = await insertAlert(t.db, { alert_type_id: typeId, visitor_id: visitor.id, autoridad_id: id });
    // Written out of order, and two conversations interleaved in time.
    await t.db
      .insertInto('chat_messages')
      .values([
        { alert_id: alert.id, user_type: 'authority', message: 'Vamos', date: new Date('2025-05-26T03:33:00Z') },
        { alert_id: later.id, user_type: 'visitor', message: 'Otra', date: new Date('2025-05-26T03:32:00Z') },
        { alert_id: alert.id, user_type: 'visitor', message: 'Ayuda', date: new Date('2025-05-26T03:31:00Z') },
      ])
      .execute();

    workbook = await readWorkbook((await download()).rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Autoridad', 'Alertas', 'Chats']);
    const alerts = workbook.getWorksheet('Alertas')!;
    expect(headerOf(alerts)).toEqual([
      'Folio',
      'Tipo',
      'Estado',
      'Fecha',
      'Visitante',
      'Comentario del visitante',
      'Comentario de la autoridad',
      'Latitud',
      'Longitud',
    ]);
    expect((alerts.getRow(2).values as unknown[]).slice(1, 5)).toEqual([
      `F-${alert.id}`,
      'Robo',
      'ASIGNADA',
      '25/05/2025 09:30 PM',
    ]);
    const chats = workbook.getWorksheet('Chats')!;
    expect(headerOf(chats)).toEqual(['Folio', 'Mensaje', 'Fecha']);
    // One order with Alertas.xlsx: each conversation whole, oldest first, reading top-down.
    expect([2, 3, 4].map((r) => chats.getRow(r).getCell(2).value)).toEqual([
      'Visitor: Ayuda',
      'Autoridad: Vamos',
      'Visitor: Otra',
    ]);
    expect(chats.getRow(2).getCell(3).value).toBe('25/05/2025 09:31 PM');
    const download2 = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'download.recorded')
      .execute();
    expect(download2.length).toBe(2);
  });
});
