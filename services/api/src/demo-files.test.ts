import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, seedDemo } from '@ppd/db';
import { GALLERY_PAGE_SIZE } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../test/app.ts';

const PASSWORD = 'clave-demo-1';
/** The web build as Vite leaves it: web/public copied to the root of dist, beside index.html. */
const dist = mkdtempSync(path.join(tmpdir(), 'ppd-demo-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PPD</title>');
cpSync(fileURLToPath(new URL('../../../web/public/', import.meta.url)), dist, { recursive: true });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
  await seedDemo(t.db, { password: PASSWORD, mediaDir: t.mediaDir });
  token = await loginAs(t.app, ADMIN_EMAIL, PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { 'x-access-token': token } });
type Block = { question_id: number; question_type: string; result: { url: string }[] };

describe('the demo as a new user opens it', () => {
  it('shows every icon getIcons offers, as a PNG', async () => {
    const { icons } = (await get('/api/ppd/catprinc/getIcons')).json<{ icons: { name: string; url: string }[] }>();
    expect(icons.map((i) => i.name)).toEqual(expect.arrayContaining(['agua', 'arbol', 'museo', 'playa', 'policia']));
    for (const icon of icons) {
      const res = await t.app.inject({ url: icon.url });
      expect(res.statusCode, icon.url).toBe(200);
      expect(res.headers['content-type'], icon.url).toBe('image/png');
    }
  });

  it("plays a complaint's photo, video and audio", async () => {
    const complaints = await t.db
      .selectFrom('complaints')
      .select(['url', 'file_type'])
      .where('url', 'is not', null)
      .execute();
    expect(new Set(complaints.map((c) => c.file_type))).toEqual(new Set(['image/jpeg', 'video/mp4', 'audio/mpeg']));
    for (const { url, file_type } of complaints) {
      const res = await get(url!);
      expect(res.statusCode, url!).toBe(200);
      expect(res.headers['content-type'], url!).toBe(file_type);
    }
  });

  it("shows the survey's gallery of photos", async () => {
    const survey = await t.db
      .selectFrom('surveys')
      .select('id')
      .where('nombre', '=', 'Percepción del Bosque de Chapultepec')
      .executeTakeFirstOrThrow();
    // The results carry the gallery's first page; its other pages come from the question's paged answers.
    const results = (await get(`/api/polls/answer/getresults/${survey.id}`)).json<{ questions: Block[] }>();
    const gallery = results.questions.find((q) => q.question_type === 'multimedia')!;
    expect(gallery.result).toHaveLength(GALLERY_PAGE_SIZE);
    const pages = await get(
      `/api/polls/answer/getresults/${survey.id}/questions/${gallery.question_id}/answers?pageSize=100`,
    );
    const urls = pages.json<{ items: { url: string }[] }>().items.map((m) => m.url);
    expect(urls.slice(0, GALLERY_PAGE_SIZE)).toEqual(gallery.result.map((m) => m.url));
    expect(new Set(urls).size).toBe(14);
    for (const url of new Set(urls)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/jpeg');
    }
  });
});
