import { messages, peopleMessages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, loginAs, type TestApp, visitorSignUpInput } from '../../../test/app.ts';

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
