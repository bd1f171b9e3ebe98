import { verifyPassword } from '@ppd/db';
import { messages, peopleMessages } from '@ppd/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp, waitForLockWaiter } from '../../../test/app.ts';

let t: TestApp;
let admin: { id: number; email: string };
let token: string;
let gestorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { is_admin: true, name: 'Ana' });
  token = await loginAs(t.app, admin.email);
  gestorToken = await loginAs(t.app, (await createUser(t.db)).email);
});
afterAll(() => t.close());

let n = 0;
const gestorInput = (over: Record<string, unknown> = {}) => ({
  type: 'monitor',
  email: `gestor${++n}@prueba.mx`,
  name: 'Gerardo',
  last_name: 'Pech',
  phone_number: '9991234567',
  password: 'clave-segura',
  is_admin: 'false',
  ...over,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: { 'x-access-token': as }, ...(payload ? { payload } : {}) });

describe('Gestores', () => {
  it('creates a gestor with the password given, lists it and marks admins', async () => {
    const input = gestorInput({ is_admin: 'true' });
    const res = await call('POST', '/users', input);
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'monitor', is_admin: true });
    expect(await verifyPassword(row.password_hash, 'clave-segura')).toBe(true);
    const list = await call('GET', '/monitors');
    expect(list.json().find((g: { id: number }) => g.id === row.id)).toMatchObject({
      is_admin: true,
      email: input.email,
    });
  });

  it('refuses bad input and a duplicate e-mail, creating nothing', async () => {
    const input = gestorInput();
    expect((await call('POST', '/users', input)).statusCode).toBe(201);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ email: input.email }, 409, 'email', messages.people.emailTaken],
      [{ password: '' }, 400, 'password', messages.auth.passwordRequired],
      [{ password: undefined }, 400, 'password', messages.auth.passwordRequired],
      [{ password: 'corta12' }, 400, 'password', messages.auth.passwordTooShort],
      [{ name: '' }, 400, 'name', messages.people.nameRequired],
      [{ phone_number: '12' }, 400, 'phone_number', messages.people.phoneDigits],
      [{ email: 'x@' }, 400, 'email', messages.people.emailInvalid],
    ];
    const before = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [over, status, field, message] of cases) {
      const res = await call('POST', '/users', gestorInput(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
    const after = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('edits a gestor (name and last name required) and sets the admin flag', async () => {
    const { id } = (await call('POST', '/users', gestorInput())).json();
    const bad = await call('PUT', `/monitors/${id}`, { name: '', last_name: 'Pech', phone_number: '9991234567' });
    expect(errorOf(bad)).toEqual({
      error: { name: 'ValidationError' },
      message: messages.people.nameRequired,
      field: 'name',
    });
    const ok = await call('PUT', `/monitors/${id}`, {
      name: 'Gerry',
      last_name: 'Pech',
      phone_number: '9991234567',
      is_admin: 'true',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Gerry', is_admin: true });
    // Without is_admin (the modal opened from elsewhere) the flag stays.
    const keep = await call('PUT', `/monitors/${id}`, { name: 'Gerry', last_name: 'P', phone_number: '9991234567' });
    expect(keep.json().is_admin).toBe(true);
    expect(
      (await call('PUT', `/monitors/${id}`, { name: 'x', last_name: 'y', phone_number: '1' }, gestorToken)).statusCode,
    ).toBe(403);
  });

  it('edits a gestor without a phone (the first administrator has none), checking one when given', async () => {
    const { id } = await createUser(t.db, { phone_number: null });
    const ok = await call('PUT', `/monitors/${id}`, { name: 'Primera', last_name: 'Admin', phone_number: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Primera', phone_number: null });
    const bad = await call('PUT', `/monitors/${id}`, { name: 'Primera', last_name: 'Admin', phone_number: '55' });
    expect(errorOf(bad)).toMatchObject({ field: 'phone_number', message: messages.people.phoneDigits });
  });

  it('clears the address, phone, sex and age an edit leaves out', async () => {
    const { id } = await createUser(t.db, { address: 'Mérida', phone_number: '9991234567', sex: 'H', age: 35 });
    const ok = await call('PUT', `/monitors/${id}`, { name: 'Gerardo', last_name: 'Pech' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ address: null, phone_number: null, sex: null, age: null });
  });

  it('leaves an admin when two admins take away each other’s rights at once', async () => {
    const other = await createUser(t.db, { is_admin: true });
    const otherToken = await loginAs(t.app, other.email);
    const demoteMe = { name: 'Ana', last_name: 'A', is_admin: 'false' };
    let sent: ReturnType<typeof call> | undefined;
    // The first admin's demotion of the other, as its transaction would do it, holding the admins' rows.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('is_admin', '=', true).orderBy('id').forUpdate().execute();
      sent = call('PUT', `/monitors/${admin.id}`, demoteMe, otherToken);
      await waitForLockWaiter(t.db);
      await trx.updateTable('users').set({ is_admin: false }).where('id', '=', other.id).execute();
    });
    expect((await sent!).statusCode).toBe(403);
    const me = await t.db.selectFrom('users').select('is_admin').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(me.is_admin).toBe(true);
  });

  it('does not let an admin delete, demote or deactivate themselves', async () => {
    const demote = await call('PUT', `/monitors/${admin.id}`, {
      name: 'Ana',
      last_name: 'A',
      phone_number: '5512345678',
      is_admin: false,
    });
    expect(demote.statusCode).toBe(403);
    expect(errorOf(demote)).toMatchObject({ field: 'is_admin', message: peopleMessages.selfDemote });
    const del = await call('DELETE', `/monitors/${admin.id}`);
    expect(errorOf(del)).toMatchObject({ message: peopleMessages.selfDelete });
    const off = await call('POST', '/users/updateActivity', { id: admin.id, inactive: true });
    expect(errorOf(off)).toMatchObject({ message: peopleMessages.selfDeactivate });
    const me = await t.db
      .selectFrom('users')
      .select(['is_admin', 'inactive'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ is_admin: true, inactive: false });
  });

  it('deletes another gestor', async () => {
    const { id } = (await call('POST', '/users', gestorInput())).json();
    expect((await call('DELETE', `/monitors/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/monitors/${id}`)).statusCode).toBe(404);
  });

  it('exports Monitorista.xlsx with the Monitorista and Bitacora sheets, leaving out a visitor with the same e-mail', async () => {
    const visitor = await createUser(t.db, { type: 'visitor', email: admin.email });
    const row = { module: 'Alertas', email: admin.email, date: new Date('2025-05-26T18:05:00Z') } as const;
    await t.db
      .insertInto('audit_log')
      .values([
        { ...row, action: 'Asignación', observation: 'F-1', user_id: admin.id },
        { ...row, action: 'Alerta recibida', observation: 'F-2', user_id: visitor.id },
      ])
      .execute();
    const res = await call('GET', `/monitors/${admin.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Monitorista.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Monitorista', 'Bitacora']);
    const auditSheet = workbook.getWorksheet('Bitacora')!;
    expect((auditSheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Módulo', 'Acción', 'Observación', 'Fecha']);
    expect((auditSheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Alertas',
      'Asignación',
      'F-1',
      '26/05/2025 12:05 PM',
    ]);
    expect(auditSheet.rowCount).toBe(2);
    const sheet = workbook.getWorksheet('Monitorista')!;
    expect(sheet.getRow(2).getCell(2).value).toBe('Ana');
    const cell = (header: string) => sheet.getRow(2).getCell((sheet.getRow(1).values as unknown[]).indexOf(header));
    expect([cell('Administrador').value, cell('Estado').value]).toEqual(['Sí', 'Activo']);
  });
});
