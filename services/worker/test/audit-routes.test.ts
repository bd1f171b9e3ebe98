import { waitFor } from '@ppd/db/testing';
import { type AuditListReply, auditMessages, messages } from '@ppd/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { createUser, PASSWORD, type User } from './helpers/users.ts';

describe('the audit endpoints', () => {
  const live = liveStack();
  let gestor: User;
  let admin: User;
  let authority: User;

  beforeAll(async () => {
    gestor = await createUser(live.database.db);
    admin = await createUser(live.database.db, { is_admin: true });
    authority = await createUser(live.database.db, { type: 'authority' });
  });

  const post = (url: string, as: User | null, payload: object) =>
    live.app.inject({
      method: 'POST',
      url,
      payload,
      headers: as ? { 'x-access-token': tokenFor(live.app, as) } : {},
    });
  const save = (as: User | null, payload: object) => post('/api/binnacles/monitor/save/', as, payload);
  const list = (as: User | null, payload: object) => post('/api/binnacles/monitor/list', as, payload);

  it('saves what the back-office reports under the session e-mail; the worker writes the row', async () => {
    const res = await save(gestor, {
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
      observation: 'Encuesta de movilidad',
      email: 'alguien.mas@example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      binnacle: {
        module: 'Encuestas',
        action: 'Envío de encuesta a visitantes',
        observation: 'Encuesta de movilidad',
        email: gestor.email,
      },
    });

    const page = await waitFor(
      async () => {
        const body = (await list(gestor, { email: gestor.email })).json() as AuditListReply;
        return body.rows.some((r) => r.action === 'Envío de encuesta a visitantes') ? body : undefined;
      },
      { what: 'the row in the list' },
    );
    expect(page.rows[0]).toMatchObject({
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
      observation: 'Encuesta de movilidad',
      email: gestor.email,
    });
    expect(page.rows[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await list(admin, { email: 'alguien.mas@example.org' })).json()).toEqual({ rows: [], total: 0 });
  });

  it("keeps a visitor who signed up with a gestor's e-mail out of the gestor's bitácora", async () => {
    const twin = await createUser(live.database.db, { type: 'visitor', email: gestor.email });
    const login = { email: twin.email, password: PASSWORD, type: 'visitor' };
    expect((await live.app.inject({ method: 'POST', url: '/users/login/', payload: login })).statusCode).toBe(200);
    await waitFor(
      async () =>
        (await live.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('user_id', '=', twin.id)
          .executeTakeFirst()) ?? undefined,
      { what: "the visitor's sign-in in the bitácora" },
    );
    const page = (await list(gestor, { email: gestor.email })).json() as AuditListReply;
    expect(page.rows.map((r) => r.action)).toEqual(['Envío de encuesta a visitantes']);
    expect(page.total).toBe(1);
  });

  it('pages, orders and filters by date', async () => {
    for (const action of ['Uno', 'Dos', 'Tres']) {
      expect((await save(admin, { module: 'Reportes', action })).statusCode).toBe(200);
    }
    await waitFor(async () => ((await list(admin, { email: admin.email })).json() as AuditListReply).total === 3);

    const first = (await list(admin, { email: admin.email, page: 1, pageSize: 2 })).json() as AuditListReply;
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.action)).toEqual(['Tres', 'Dos']);
    const second = (await list(admin, { email: admin.email, page: 2, pageSize: 2 })).json() as AuditListReply;
    expect(second.rows.map((r) => r.action)).toEqual(['Uno']);
    const oldest = (await list(admin, { email: admin.email, order: 'asc', pageSize: 1 })).json() as AuditListReply;
    expect(oldest.rows.map((r) => r.action)).toEqual(['Uno']);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    const todays = (await list(admin, { email: admin.email, desde: today, hasta: today })).json() as AuditListReply;
    expect(todays.total).toBe(3);
    const future = (await list(admin, { email: admin.email, desde: '2999-01-01' })).json() as AuditListReply;
    expect(future.total).toBe(0);
  });

  it('answers bad input and callers without the right with the error shape', async () => {
    const noModule = await save(gestor, { action: 'Algo', observation: '' });
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json()).toEqual({
      error: { name: 'ValidationError' },
      field: 'module',
      message: auditMessages.moduleRequired,
    });

    const unknownModule = await save(gestor, { module: 'Inventado', action: 'Algo' });
    expect(unknownModule.json()).toMatchObject({ field: 'module', message: auditMessages.moduleRequired });

    const noAction = await save(gestor, { module: 'Login', action: '   ' });
    expect(noAction.json()).toMatchObject({ field: 'action', message: auditMessages.actionRequired });

    const notStaff = await save(authority, { module: 'Alertas', action: 'Algo' });
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json()).toEqual({ error: { name: 'Forbidden' }, message: messages.auth.forbidden });

    const anonymous = await list(null, { email: gestor.email });
    expect(anonymous.statusCode).toBe(401);

    const someoneElse = await list(gestor, { email: admin.email });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toEqual({
      error: { name: 'Forbidden' },
      field: 'email',
      message: auditMessages.otherAccount,
    });
    expect((await list(admin, { email: gestor.email })).statusCode).toBe(200);

    for (const [field, value] of [
      ['desde', 'ayer'],
      ['desde', '0000-01-01'],
      ['hasta', '0999-12-31T10:00:00Z'],
    ] as const) {
      const badDate = await list(admin, { email: admin.email, [field]: value });
      expect(badDate.statusCode, value).toBe(400);
      expect(badDate.json()).toMatchObject({ field, message: auditMessages.dateInvalid });
    }
  });

  it('reports queue depths to an admin in /health/queues', async () => {
    const res = await live.app.inject({
      method: 'GET',
      url: '/health/queues',
      headers: { 'x-access-token': tokenFor(live.app, admin) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const queue of ['audit', 'email', 'notify']) {
      expect(body.queues[queue]).toEqual({
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
      });
    }
  });
});
