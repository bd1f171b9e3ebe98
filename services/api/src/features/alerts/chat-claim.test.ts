import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';
import { sendMessage } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// No route lets a gestor write in a chat today (the spec's senders are the visitor and the authority): the use case
// holds the rule for the day one does.
it("refuses a gestor's chat message on an alert another gestor holds, naming the holder (409)", async () => {
  const holder = await createUser(t.db, { name: 'Ana', last_name: 'Ruiz' });
  const other = await createUser(t.db);
  const visitor = await createUser(t.db, { type: 'visitor' });
  const type = await t.db
    .insertInto('alert_types')
    .values({ tipo_alerta: 'Robo' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await insertAlert(t.db, { alert_type_id: type.id, visitor_id: visitor.id });
  const claimed = await t.app.inject({
    method: 'POST',
    url: `/api/alerts/${alert.id}/claim`,
    headers: { 'x-access-token': await loginAs(t.app, holder.email) },
  });
  expect(claimed.statusCode).toBe(200);
  const as = (u: { id: number; email: string }) => ({
    id: u.id,
    email: u.email,
    type: 'monitor' as const,
    isAdmin: false,
  });
  await expect(sendMessage(t.db, as(other), alert.id, 'Voy', () => {})).rejects.toMatchObject({
    name: 'Conflict',
    message: expect.stringContaining('Lo está atendiendo Ana Ruiz'),
  });
  await expect(sendMessage(t.db, as(holder), alert.id, 'Voy', () => {})).resolves.toMatchObject({ message: 'Voy' });
});
