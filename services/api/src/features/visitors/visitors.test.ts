import { messages, peopleMessages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp, visitorSignUpInput } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/app/visitors', payload });

describe('visitor sign-up', () => {
  it('signs up a visitor who can then sign in with type visitor', async () => {
    const input = visitorSignUpInput();
    const res = await signUp(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(await loginAs(t.app, input.email, input.password, 'visitor')).toMatch(/^ey/);
    const v = res.json<{ id: number }>();
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', v.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'visitor', nivel_estudios: 'Universidad', sex: 'M', age: 27 });
  });

  it('refuses bad input and a duplicate e-mail with the field at fault', async () => {
    const taken = visitorSignUpInput();
    expect((await signUp(taken)).statusCode).toBe(201);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ email: taken.email }, 409, 'email', messages.people.emailTaken],
      [{ email: '' }, 400, 'email', messages.people.emailRequired],
      [{ password: '' }, 400, 'password', messages.auth.passwordRequired],
      [{ password: 'x' }, 400, 'password', messages.auth.passwordTooShort],
      [{ name: '' }, 400, 'name', messages.people.nameRequired],
      [{ sex: 'X' }, 400, 'sex', peopleMessages.sexInvalid],
      [{ age: -3 }, 400, 'age', peopleMessages.ageInvalid],
      [{ nivel_estudios: 'Kinder' }, 400, 'nivel_estudios', peopleMessages.studyLevelInvalid],
    ];
    for (const [over, status, field, message] of cases) {
      const res = await signUp(visitorSignUpInput(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
  });
});

describe("a visitor's position", () => {
  // A square far from the seeded city box, so only this test's visitor can be inside it.
  const AREA = 'POLYGON((-100.5 25.5, -100.4 25.5, -100.4 25.6, -100.5 25.6, -100.5 25.5))';

  it('is reported by the app and counted in the audience of a send to its area', async () => {
    const input = visitorSignUpInput({ age: 96 });
    expect((await signUp(input)).statusCode).toBe(201);
    const token = await loginAs(t.app, input.email, input.password, 'visitor');
    const report = (payload: object, as = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/visitors/me/position',
        headers: { 'x-access-token': as },
        payload,
      });
    const gestor = await loginAs(t.app, (await createUser(t.db, { type: 'monitor' })).email);
    const audience = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/audience/count',
          headers: { 'x-access-token': gestor },
          payload: { min_age: 96, max_age: 96, wkt: AREA },
        })
      ).json<{ total: number }>().total;

    expect(await audience()).toBe(0);
    const res = await report({ lat: 25.55, lon: -100.45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ last_date: string }>().last_date).toMatch(/^\d{4}-/);
    expect(await audience()).toBe(1);

    const bad = await report({ lat: 'norte', lon: -100.45 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ field: 'lat' });
    expect((await report({ lat: 19.4, lon: -99.1 }, gestor)).statusCode).toBe(403);
    expect(await audience()).toBe(1);
  });
});
