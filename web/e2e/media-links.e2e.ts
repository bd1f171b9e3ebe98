import { clientPool, newVisitor } from '@ppd/client/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, signIn, waitForPath, withDb } from './harness.ts';
import { browserJpeg } from './media-fixtures.ts';

const RECORD = 'Cenote privado con fotografía';
const MEDIA_COOKIE = 'ppd_media';

let app: App;
let page: Page;
let token = '';
const clients = clientPool(() => app.baseUrl);
/** Every URL the browser asked for, from any page or worker of the context. */
const asked: string[] = [];
fileApp({ clients }, (started) => ({ app, page } = started));
beforeAll(async () => {
  app.context.on('request', (request) => asked.push(request.url()));
});

async function asAdmin(path: string, form?: FormData) {
  const init = form ? { method: 'POST', body: form } : {};
  const response = await fetch(`${app.baseUrl}${path}`, { ...init, headers: { 'x-access-token': token } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A demo record made private, renamed to be found, with a photo attached through the media route. */
async function privateRecordWithPhoto(): Promise<string> {
  const id = await withDb(app, async (db) => {
    const first = await db.selectFrom('records').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('records').set({ privado: true, nombre: RECORD }).where('id', '=', first.id).execute();
    return first.id;
  });
  const form = new FormData();
  const jpeg = await browserJpeg(page, 64, 48);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
  const { media_folder } = await asAdmin(`/api/ppd/levantamiento/${id}/media`, form);
  return media_folder as string;
}

/** A demo survey whose results hold photos or videos (its gallery). */
async function surveyWithGallery(): Promise<number> {
  const ids = await withDb(app, (db) => db.selectFrom('surveys').select('id').orderBy('id').execute());
  for (const { id } of ids) {
    const { questions } = await asAdmin(`/api/polls/answer/getresults/${id}`);
    const blocks = questions as { question_type: string; result: unknown[] }[];
    if (blocks.some((q) => q.question_type === 'multimedia' && q.result.length > 0)) return id;
  }
  throw new Error('the demo has no survey answered with a photo or a video');
}

/** A complaint filed from the visitors' app with a photo as its evidence. */
async function complaintWithEvidence(): Promise<{ id: number; url: string }> {
  const visitor = await newVisitor(clients.open(), 'enlaces.e2e', {
    password: 'clave-e2e-segura',
    name: 'Elena',
    age: 41,
  });
  const [category] = await visitor.complaintCategories();
  const file = { data: await browserJpeg(page, 64, 48), name: 'evidencia.jpg', type: 'image/jpeg' };
  const filed = await visitor.fileComplaint({ category_id: category!.id, text: 'Basura en el cenote', file });
  return { id: filed.id, url: filed.url! };
}

/** Waits for the page's answer for `path` while `act` runs, and gives its status. */
async function statusWhile(path: string, act: () => Promise<unknown>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path), act()]);
  return response.status();
}

async function clickDownload(where: Page | Locator, button: string): Promise<void> {
  await Promise.all([page.waitForEvent('download'), where.getByRole('button', { name: button, exact: true }).click()]);
}

/** What a new tab of this browser gets for `address`, as a user pasting a copied link would. */
async function openInNewTab(address: string): Promise<number | undefined> {
  const tab = await app.context.newPage();
  try {
    return (await tab.goto(address))?.status();
  } finally {
    await tab.close();
  }
}

describe('no session token in any URL', () => {
  let photo = '';
  let complaint: { id: number; url: string };

  it('signs in as admin; the browser holds a media cookie that is not the session token', async () => {
    await signIn(app, ADMIN, '/registros');
    token = (await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))) ?? '';
    expect(token).toMatch(/^ey/);
    const cookie = (await app.context.cookies()).find((c) => c.name === MEDIA_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/media' });
    expect(cookie!.value).not.toBe(token);
    photo = await privateRecordWithPhoto();
    complaint = await complaintWithEvidence();
  });

  it('shows a private record’s photo on /registros and downloads its files', async () => {
    await page.reload();
    await page.getByRole('searchbox').fill(RECORD);
    const opened = statusWhile(photo, () => page.getByRole('button', { name: new RegExp(`^${RECORD}`) }).click());
    expect(await opened).toBe(200);
    const detail = page.getByRole('article');
    await detail.getByRole('img', { name: RECORD, exact: true }).waitFor();
    await clickDownload(detail, 'Geojson');
    await clickDownload(detail, 'Exportar');
  });

  it('shows a complaint’s evidence on /denuncias and downloads Denuncias.xls', async () => {
    await page.goto(`${app.baseUrl}/denuncias`);
    const item = page.locator(`[data-complaint-id="${complaint.id}"]`);
    expect(await statusWhile(complaint.url, () => item.click())).toBe(200);
    await clickDownload(page, 'Descargar Excel');
  });

  it('shows the survey results’ gallery on /cuestionarios and downloads Cuestionario.xlsx', async () => {
    const surveyId = await surveyWithGallery();
    await page.goto(`${app.baseUrl}/cuestionarios`);
    await page.locator(`a[href="/cuestionarios/${surveyId}/respuestas"]`).click();
    await waitForPath(page, `/cuestionarios/${surveyId}/respuestas`);
    await page.locator('.gallery-item').first().waitFor();
    await clickDownload(page, 'Descargar');
    expect(asked.some((url) => new URL(url).pathname.startsWith('/media/surveys/'))).toBe(true);
  });

  it('made no request carrying the session token or a token= in its URL', () => {
    expect(asked.filter((url) => new URL(url).pathname.startsWith('/media/')).length).toBeGreaterThan(2);
    expect(asked.filter((url) => url.includes(token) || /[?&]token=/.test(url))).toEqual([]);
  });

  it('a copied private media link opens in this browser, and no longer once signed out', async () => {
    const address = `${app.baseUrl}${photo}`;
    expect(await openInNewTab(address)).toBe(200);
    const kept = (await app.context.cookies()).find((c) => c.name === MEDIA_COOKIE)!;

    await page.locator('[aria-haspopup="menu"]').hover();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');
    expect((await app.context.cookies()).some((c) => c.name === MEDIA_COOKIE)).toBe(false);
    expect(await openInNewTab(address)).toBe(404);
    // A copy of the cookie taken before signing out opens nothing either: its sign-in was revoked.
    await app.context.addCookies([kept]);
    expect(await openInNewTab(address)).toBe(404);
    expect(await openInNewTab(`${app.baseUrl}${complaint.url}`)).toBe(404);
  });
});
