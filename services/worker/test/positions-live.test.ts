import type { AppClient } from '@ppd/client';
import { clientPool } from '@ppd/client/testing';
import { hashPassword } from '@ppd/db';
import { positionTexts, type ResponderView } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTestApp } from './helpers/api.ts';

let t: Awaited<ReturnType<typeof listeningTestApp>>;
const clients = clientPool(() => t.baseUrl);

beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

let people = 0;
async function person(type: 'monitor' | 'authority' | 'visitor') {
  const email = `persona${++people}@posiciones.mx`;
  const { id } = await t.db
    .insertInto('users')
    .values({ type, email, name: 'Ana', last_name: `Prueba ${people}`, password_hash: await hashPassword('clave123') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const c = clients.open();
  await c.signIn(email, 'clave123', type);
  await c.connect();
  return { id, client: c };
}

const fix = (lat: number) => ({ lat, lon: -99.2, accuracy: 10, fixed_at: new Date().toISOString() });

/** The `responders:moved` pushes a board receives, as they arrive. */
function pushes(board: AppClient) {
  const received: { at: number; responders: ResponderView[] }[] = [];
  board.on('responders:moved', ({ responders }) => received.push({ at: Date.now(), responders }));
  return received;
}

const until = async (done: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(done()).toBe(true);
};

describe("authorities' positions over the socket and to the boards", () => {
  it('takes a fix over the socket with the HTTP rules: one per 5 s, the same field errors, authorities only', async () => {
    const authority = await person('authority');
    const first = await authority.client.sendFix(fix(19.41));
    expect(first).toMatchObject({ ok: true, fixed_at: expect.any(String) });
    const soon = await authority.client.sendFix(fix(19.42));
    expect(soon).toMatchObject({ ok: false, error: 'TooManyRequests', message: positionTexts.tooFrequent });
    expect(soon.ok === false && soon.retryAfter).toBeGreaterThanOrEqual(1);
    const bad = await authority.client.sendFix({ ...fix(19.4), accuracy: -3 });
    expect(bad).toMatchObject({ ok: false, field: 'accuracy', message: positionTexts.accuracyInvalid });
    const visitor = await person('visitor');
    expect(await visitor.client.sendFix(fix(19.4))).toMatchObject({ ok: false, error: 'Forbidden' });
    const rows = await t.db.selectFrom('authority_positions').select('authority_id').execute();
    expect(rows).toEqual([{ authority_id: authority.id }]);
  });

  it("moves an authority on every gestor's board within a second, fixes of many authorities in one push", async () => {
    const board = await person('monitor');
    const received = pushes(board.client);
    const crew = await Promise.all([1, 2, 3].map(() => person('authority')));
    const sent = Date.now();
    await Promise.all(crew.map((a, i) => (i === 0 ? a.client.sendFix(fix(19.43)) : a.client.reportFix(fix(19.44)))));
    const ids = crew.map((a) => a.id);
    const seen = () => new Set(received.flatMap((p) => p.responders.map((r) => r.id)));
    await until(() => ids.every((id) => seen().has(id)));
    expect(received.at(-1)!.at - sent).toBeLessThan(1_000);
    expect(received.length).toBeLessThanOrEqual(2);
    const moved = received.flatMap((p) => p.responders).find((r) => r.id === crew[0]!.id);
    expect(moved).toMatchObject({ lat: 19.43, lon: -99.2, accuracy: 10, busy: false });
  });
});
