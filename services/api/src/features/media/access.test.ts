import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/app.ts';
import { PNG_1X1 } from '../../../test/fixtures.ts';
import type { TokenClaims } from '../../plugins/auth.ts';
import { createCategory, insertComplaint } from '../complaints/testing.ts';
import { createCatalog, insertRecord } from '../records/testing.ts';
import { MEDIA_COOKIE } from './access.ts';

let t: TestApp;
const urls: Record<'record' | 'survey' | 'anaEvidence' | 'betoEvidence', string> = {
  record: '',
  survey: '/media/surveys/4/respuesta.png',
  anaEvidence: '',
  betoEvidence: '',
};
const accounts: Record<'staff' | 'mover' | 'ana' | 'beto', { id: number; email: string; type: 'monitor' | 'visitor' }> =
  {} as never;

/** A file on disk under the media root, where `url` serves it. */
function store(url: string) {
  const file = path.join(t.mediaDir, url.replace('/media/', ''));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, PNG_1X1);
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser(t.db);
  accounts.staff = { id: staff.id, email: staff.email, type: 'monitor' };
  const mover = await createUser(t.db);
  accounts.mover = { id: mover.id, email: mover.email, type: 'monitor' };
  const record = await insertRecord(t.db, await createCatalog(t.db), staff, { privado: true });
  urls.record = `/media/records/${record.id}/foto.png`;
  await t.db.updateTable('records').set({ media_folder: urls.record }).where('id', '=', record.id).execute();
  const category = await createCategory(t.db);
  for (const who of ['ana', 'beto'] as const) {
    const visitor = await createUser(t.db, { type: 'visitor' });
    accounts[who] = { id: visitor.id, email: visitor.email, type: 'visitor' };
    const complaint = await insertComplaint(t.db, { category_id: category.id, visitor_id: visitor.id });
    const url = `/media/complaints/${complaint.id}/evidencia.png`;
    await t.db.updateTable('complaints').set({ url }).where('id', '=', complaint.id).execute();
    urls[who === 'ana' ? 'anaEvidence' : 'betoEvidence'] = url;
  }
  for (const url of Object.values(urls)) store(url);
});
afterAll(async () => {
  await t.close();
});

interface SignIn {
  token: string;
  /** The Set-Cookie of the media cookie, as the browser got it. */
  setCookie: string;
  /** What the browser sends back: `ppd_media=…`. */
  cookie: string;
}

function mediaCookieOf(setCookie: string | string[] | undefined): { setCookie: string; cookie: string } {
  const found = [setCookie ?? []].flat().find((c) => c.startsWith(`${MEDIA_COOKIE}=`));
  if (!found) throw new Error('no media cookie was set');
  return { setCookie: found, cookie: found.split(';')[0]! };
}

async function signIn(who: keyof typeof accounts, isSavedLogin = false): Promise<SignIn> {
  const { email, type } = accounts[who];
  const payload = { email, password: 'secreto123', type, isSavedLogin };
  const res = await t.app.inject({ method: 'POST', url: '/users/login/', payload });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token, ...mediaCookieOf(res.headers['set-cookie']) };
}

const maxAgeOf = (setCookie: string) => Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
const expiryOf = (token: string) => t.app.jwt.decode<{ exp: number }>(token)!.exp;
const open = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const statusOf = async (url: string, cookie?: string) => (await open(url, cookie)).statusCode;
const info = (who: keyof typeof accounts, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/info',
    headers: { 'x-access-token': token },
    payload: { email: accounts[who].email, type: accounts[who].type },
  });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/users/logout', headers: { 'x-access-token': token } });

describe('the media cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, sent to /media only, as long as the session, not its token', async () => {
    const session = await signIn('staff');
    const attributes = session.setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/media', 'HttpOnly', 'SameSite=Strict']));
    expect(maxAgeOf(session.setCookie)).toBeCloseTo(12 * 3600, -1);
    expect(session.cookie).not.toContain(session.token);
    const saved = await signIn('staff', true);
    expect(maxAgeOf(saved.setCookie)).toBeCloseTo(30 * 24 * 3600, -1);
    expect(expiryOf(saved.cookie.slice(`${MEDIA_COOKIE}=`.length))).toBe(expiryOf(saved.token));
  });

  it('opens private media with nothing in the URL: a private record’s file and a survey answer’s for staff', async () => {
    const { cookie, token } = await signIn('staff');
    expect(await statusOf(urls.record, cookie)).toBe(200);
    expect((await open(urls.record, cookie)).rawPayload.equals(PNG_1X1)).toBe(true);
    expect(await statusOf(urls.survey, cookie)).toBe(200);
    expect(await statusOf(urls.betoEvidence, cookie)).toBe(200);
    for (const url of [urls.record, urls.survey]) {
      expect(await statusOf(url)).toBe(404);
      expect(await statusOf(`${url}?token=${token}`)).toBe(404);
    }
  });

  it('opens only what its account may see: a visitor’s cookie opens her evidence, not another’s nor staff’s', async () => {
    const { cookie } = await signIn('ana');
    expect(await statusOf(urls.anaEvidence, cookie)).toBe(200);
    expect(await statusOf(urls.betoEvidence, cookie)).toBe(404);
    expect(await statusOf(urls.record, cookie)).toBe(404);
    expect(await statusOf(urls.survey, cookie)).toBe(404);
  });

  it('is given again by /users/info (the web’s start-up read): a sign-in kept from before it gets one', async () => {
    const { token } = await signIn('staff');
    const res = await info('staff', token);
    expect(res.statusCode).toBe(200);
    const { cookie } = mediaCookieOf(res.headers['set-cookie']);
    expect(expiryOf(cookie.slice(`${MEDIA_COOKIE}=`.length))).toBe(expiryOf(token));
    expect(await statusOf(urls.record, cookie)).toBe(200);
  });

  it('opens files only: its token put in x-access-token is refused by the API', async () => {
    const { cookie, token } = await signIn('staff');
    const twin = cookie.slice(`${MEDIA_COOKIE}=`.length);
    expect((await info('staff', token)).statusCode).toBe(200);
    expect((await info('staff', twin)).statusCode).toBe(401);
    expect(await statusOf(urls.record, `${MEDIA_COOKIE}=${token}`)).toBe(404);
  });

  it('opens nothing once expired', async () => {
    const { token } = await signIn('staff');
    const { exp: _, iat, ...claims } = t.app.jwt.decode<TokenClaims & { exp: number; iat: number }>(token)!;
    // Issued an hour ago for a minute (a signed `iat` is kept, and `exp` counted from it).
    const twin = (issuedAt: number) =>
      t.app.jwt.sign({ ...claims, use: 'media', iat: issuedAt } as TokenClaims, { expiresIn: 60 });
    const expired = twin(iat - 3600);
    expect(expiryOf(expired) * 1000).toBeLessThan(Date.now());
    expect(await statusOf(urls.record, `${MEDIA_COOKIE}=${expired}`)).toBe(404);
    const fresh = twin(iat);
    expect(await statusOf(urls.record, `${MEDIA_COOKIE}=${fresh}`)).toBe(200);
  });

  it('ends with signing out: the reply clears it, and a copy kept from before opens nothing', async () => {
    const phone = await signIn('staff');
    const laptop = await signIn('staff');
    expect(await statusOf(urls.record, phone.cookie)).toBe(200);
    const out = await logout(phone.token);
    expect(out.statusCode).toBe(200);
    const cleared = mediaCookieOf(out.headers['set-cookie']);
    expect(cleared.cookie).toBe(`${MEDIA_COOKIE}=`);
    expect(cleared.setCookie).toContain('Max-Age=0');
    expect(cleared.setCookie).toContain('Path=/media');
    expect(await statusOf(urls.record, phone.cookie)).toBe(404);
    expect(await statusOf(urls.record, laptop.cookie)).toBe(200);
  });

  it('is renewed by a password change, ending with the sign-in; the one from before opens nothing', async () => {
    const before = await signIn('mover');
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/update_my_password',
      headers: { 'x-access-token': before.token },
      payload: { old_password: 'secreto123', new_password: 'secreto456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = mediaCookieOf(res.headers['set-cookie']);
    // The renewed token and its twin end when the replaced sign-in would have, not later.
    expect(expiryOf(res.json().token)).toBeCloseTo(expiryOf(before.token), -1);
    expect(expiryOf(after.cookie.slice(`${MEDIA_COOKIE}=`.length))).toBeCloseTo(expiryOf(before.token), -1);
    expect(await statusOf(urls.record, before.cookie)).toBe(404);
    expect(await statusOf(urls.record, after.cookie)).toBe(200);
  });
});
