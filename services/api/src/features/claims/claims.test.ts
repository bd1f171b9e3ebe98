import { AppClient } from '@ppd/client';
import { auditEntryFor, type ClaimState, type EventType } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';
import { createCategory, insertComplaint } from '../complaints/testing.ts';

const GRACE_MS = 600;

let t: TestApp;
let ana: { token: string; id: number };
let beto: { token: string; id: number };
let admin: { token: string; id: number };
let visitorId: number;
let authorityId: number;
let authorityToken: string;
let typeId: number;

// Test files share one Redis, where sockets are found by account id: an id no other file's gestor has, or their socket
// would keep this file's claim alive.
const ownId = () => 700_000 + Math.floor(Math.random() * 200_000);

async function gestor(name: string, last_name: string, is_admin = false) {
  const user = await createUser(t.db, { id: ownId(), name, last_name, is_admin });
  return { token: await loginAs(t.app, user.email), id: user.id, email: user.email };
}

beforeAll(async () => {
  t = await createTestApp({ CLAIM_GRACE_MS: String(GRACE_MS) });
  ana = await gestor('Ana', 'Ruiz');
  beto = await gestor('Beto', 'Lara');
  admin = await gestor('Carla', 'Mena', true);
  visitorId = (await createUser(t.db, { type: 'visitor' })).id;
  const authority = await createUser(t.db, { type: 'authority' });
  authorityId = authority.id;
  authorityToken = await loginAs(t.app, authority.email, 'secreto123', 'authority');
  typeId = (
    await t.db.insertInto('alert_types').values({ tipo_alerta: 'Seguridad' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const newAlert = async () =>
  (await insertAlert(t.db, { alert_type_id: typeId, visitor_id: visitorId, comentario_visitante: 'Auxilio' })).id;

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload && { payload }) });
const claim = (kind: 'alerts' | 'complaints', id: number, who = ana) =>
  call('POST', `/api/${kind}/${id}/claim`, who.token);
const release = (kind: 'alerts' | 'complaints', id: number, who = ana) =>
  call('DELETE', `/api/${kind}/${id}/claim`, who.token);
const assign = (id: number, who: { token: string }) =>
  call('POST', '/api/alerts/assign/authority/', who.token, { alert_id: id, autoridad_id: authorityId });
const boardClaims = async (token = beto.token) =>
  (await call('GET', '/api/alerts/', token)).json<{ claims: ClaimState[] }>().claims;
/** A board's socket signed in as `who`, on this file's server (listening from the first call). */
let listening: Promise<string> | undefined;
async function boardSocket(who: { token: string }) {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  const socket = new AppClient(await listening);
  socket.token = who.token;
  await socket.connect();
  return socket;
}
const eventsOf = (type: EventType) =>
  t.db.selectFrom('outbox').select(['payload', 'actor_id']).where('type', '=', type).orderBy('created_at').execute();

describe('claiming an alert', () => {
  it('makes its opener the holder: another gestor reads it, sees the name, and cannot assign it (409)', async () => {
    const id = await newAlert();
    const mine = await claim('alerts', id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ kind: 'alert', id, holder: { id: ana.id, name: 'Ana', last_name: 'Ruiz' } });
    expect(await boardClaims()).toContainEqual(mine.json());

    const theirs = await claim('alerts', id, beto);
    expect(theirs.statusCode).toBe(409);
    expect(errorOf(theirs).message).toBe(
      'Lo está atendiendo Ana Ruiz: solo quien la atiende puede asignarla o escribir en su chat',
    );
    const refused = await assign(id, beto);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('Lo está atendiendo Ana Ruiz');
    expect(
      (await t.db.selectFrom('alerts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('ABIERTA');
    expect((await assign(id, ana)).statusCode).toBe(200);
  });

  it('has one winner when two gestores open the same alert at once', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newAlert();
      const answers = await Promise.all([claim('alerts', id, ana), claim('alerts', id, beto)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const claimed = (await eventsOf('alert.claimed')).filter(
        (e) => (e.payload as { claim: ClaimState }).claim.id === id,
      );
      expect(claimed).toHaveLength(1);
    }
  });

  it('is released by its holder ("Liberar"), not by another gestor; then another may assign', async () => {
    const id = await newAlert();
    await claim('alerts', id);
    const notMine = await release('alerts', id, beto);
    expect(notMine.statusCode).toBe(409);
    const freed = await release('alerts', id);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toMatchObject({ kind: 'alert', id, holder: null });
    expect((await boardClaims()).some((c) => c.id === id)).toBe(false);
    expect((await assign(id, beto)).statusCode).toBe(200);
  });

  it('moves with its holder: opening another alert releases the one held before, in the one push of the new claim', async () => {
    const [first, second] = [await newAlert(), await newAlert()];
    const watching = await boardSocket(beto);
    const pushes: { claim: ClaimState; released?: ClaimState[] }[] = [];
    watching.on('claim:changed', (push) => pushes.push(push));
    try {
      await claim('alerts', first);
      await claim('alerts', second);
      const held = (await boardClaims()).filter((c) => c.holder?.id === ana.id).map((c) => c.id);
      expect(held).toEqual([second]);
      // Test files share the Redis, and their alerts the same small ids: Ana's id is this file's own.
      const ours = () => pushes.filter((p) => p.claim.holder?.id === ana.id && [first, second].includes(p.claim.id));
      await expect.poll(() => ours().map((p) => p.claim.id)).toEqual([first, second]);
      expect(ours()[1]!.released).toEqual([expect.objectContaining({ kind: 'alert', id: first, holder: null })]);
      const [moved] = (await eventsOf('alert.claim_released')).filter(
        (e) => (e.payload as { claim: ClaimState }).claim.id === first,
      );
      expect(moved!.payload).toMatchObject({ reason: 'moved', previous: { name: 'Ana' } });
      expect((await claim('alerts', first, beto)).statusCode).toBe(200);
    } finally {
      watching.close();
    }
  });

  it('is refused on an attended alert, and on one that does not exist', async () => {
    const attended = await insertAlert(t.db, {
      alert_type_id: typeId,
      visitor_id: visitorId,
      status: 'ATENDIDA',
      autoridad_id: authorityId,
    });
    expect((await claim('alerts', attended.id)).statusCode).toBe(409);
    expect((await claim('alerts', 99_999_999)).statusCode).toBe(404);
  });

  it('is taken over by an administrator, audited with both names; a gestor may not take over', async () => {
    const id = await newAlert();
    await claim('alerts', id);
    expect((await call('POST', `/api/alerts/${id}/claim/takeover`, beto.token)).statusCode).toBe(403);
    const taken = await call('POST', `/api/alerts/${id}/claim/takeover`, admin.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ holder: { id: admin.id, name: 'Carla' } });
    const [event] = (await eventsOf('alert.claim_taken_over')).filter(
      (e) => (e.payload as { claim: ClaimState }).claim.id === id,
    );
    expect(event!.actor_id).toBe(admin.id);
    const entry = auditEntryFor('alert.claim_taken_over', event!.payload as never);
    expect(entry).toMatchObject({ module: 'Alertas', action: 'Toma de alerta por un administrador' });
    expect(entry.observation).toBe(`Alerta F-${id}: Carla Mena la tomó de Ana Ruiz`);
    expect((await assign(id, ana)).statusCode).toBe(409);
    expect((await assign(id, admin)).statusCode).toBe(200);
  });

  it('releases with Liberar only the alert it names, when its holder took over several', async () => {
    const [first, second] = [await newAlert(), await newAlert()];
    await claim('alerts', first);
    await claim('alerts', second, beto);
    for (const id of [first, second]) await call('POST', `/api/alerts/${id}/claim/takeover`, admin.token);
    expect((await release('alerts', first, admin)).json()).toMatchObject({ id: first, holder: null });
    const held = (await boardClaims()).filter((c) => c.holder?.id === admin.id).map((c) => c.id);
    expect(held).toContain(second);
    expect(held).not.toContain(first);
  });

  it('is released when its holder signs out', async () => {
    const leaving = await gestor('Dora', 'Paz');
    const id = await newAlert();
    await claim('alerts', id, leaving);
    expect((await call('POST', '/users/logout', leaving.token)).statusCode).toBe(200);
    expect((await boardClaims()).some((c) => c.id === id)).toBe(false);
    const [event] = (await eventsOf('alert.claim_released')).filter(
      (e) => (e.payload as { claim: ClaimState }).claim.id === id,
    );
    expect(event!.payload).toMatchObject({ reason: 'signed_out', previous: { name: 'Dora' } });
  });
});

describe('a closed item', () => {
  const releasedAs = async (kind: 'alert' | 'complaint', id: number) =>
    (await eventsOf(`${kind}.claim_released`)).find((e) => (e.payload as { claim: ClaimState }).claim.id === id)
      ?.payload;

  it('ends its claim: an alert attended by its authority, a complaint answered as atendida', async () => {
    const id = await newAlert();
    await claim('alerts', id);
    expect((await assign(id, ana)).statusCode).toBe(200);
    const attend = { comentario_autoridad: 'Atendida en el lugar' };
    expect((await call('POST', `/api/app/alerts/${id}/attend`, authorityToken, attend)).statusCode).toBe(200);
    expect((await boardClaims()).some((c) => c.id === id)).toBe(false);
    expect(await releasedAs('alert', id)).toMatchObject({ reason: 'closed', previous: { name: 'Ana' } });

    const category = await createCategory(t.db);
    const complaint = await insertComplaint(t.db, { category_id: category.id, visitor_id: visitorId });
    await claim('complaints', complaint.id);
    const done = { complaint_id: complaint.id, status: 'atendida', reply: 'Resuelto' };
    expect((await call('POST', '/api/notifications/complaint/', ana.token, done)).statusCode).toBe(200);
    const page = (await call('GET', '/api/complaints/', beto.token)).json<{ claims: ClaimState[] }>();
    expect(page.claims.some((c) => c.id === complaint.id)).toBe(false);
    expect(await releasedAs('complaint', complaint.id)).toMatchObject({ reason: 'closed' });
  });
});

describe('claiming a complaint', () => {
  it('refuses another gestor its status change (409 naming the holder), and lists it with the page', async () => {
    const category = await createCategory(t.db);
    const complaint = await insertComplaint(t.db, { category_id: category.id, visitor_id: visitorId });
    expect((await claim('complaints', complaint.id)).statusCode).toBe(200);
    const page = (await call('GET', '/api/complaints/', beto.token)).json<{ claims: ClaimState[] }>();
    expect(page.claims).toContainEqual(expect.objectContaining({ kind: 'complaint', id: complaint.id }));
    const status = { complaint_id: complaint.id, status: 'en proceso', reply: 'Lo revisamos' };
    const refused = await call('POST', '/api/notifications/complaint/', beto.token, status);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Lo está atendiendo Ana Ruiz: solo quien la atiende puede cambiar su estado');
    expect((await call('POST', '/api/notifications/complaint/', ana.token, status)).statusCode).toBe(200);
  });
});

describe('a holder whose sockets are gone', () => {
  it('keeps the claim within the grace and loses it after, pushed to the other boards', async () => {
    const holder = await gestor('Eva', 'Sol');
    const [holding, watching] = await Promise.all([boardSocket(holder), boardSocket(beto)]);
    const pushes: ClaimState[] = [];
    watching.on('claim:changed', ({ claim }) => pushes.push(claim));
    try {
      const id = await newAlert();
      await claim('alerts', id, holder);
      await expect.poll(() => pushes.find((p) => p.kind === 'alert' && p.id === id)?.holder?.id).toBe(holder.id);

      holding.close();
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 2));
      expect((await boardClaims()).some((c) => c.id === id)).toBe(true);
      // Other test files' servers share the Redis (and its `gestores` room): this alert's pushes are the ones read, and
      // a count across servers may wait for a busy one (the check then runs again).
      const latest = () => pushes.filter((p) => p.kind === 'alert' && p.id === id).at(-1);
      await expect.poll(latest, { timeout: 15_000 }).toMatchObject({ id, holder: null });
      expect((await boardClaims()).some((c) => c.id === id)).toBe(false);
      expect((await assign(id, beto)).statusCode).toBe(200);
    } finally {
      holding.close();
      watching.close();
    }
  });

  it('keeps the claim while one of its sockets stays', async () => {
    const holder = await gestor('Fer', 'Cruz');
    const tab = await boardSocket(holder);
    try {
      const id = await newAlert();
      await claim('alerts', id, holder);
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
      expect((await boardClaims()).some((c) => c.id === id && c.holder?.id === holder.id)).toBe(true);
    } finally {
      tab.close();
    }
  });
});
