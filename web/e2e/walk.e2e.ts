import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, GESTOR, signIn, startApp, withDb } from './harness.ts';
import { overlappingControls, sidewaysPanes, spillingBoxes } from './layout-steps.ts';

/**
 * Every screen a person can open, opened as a new user would with the demo data, at a desk and on a phone. A screen
 * added later joins the walk by being listed here. `ready` is what the screen draws once its data is in.
 */
type Who = 'public' | 'session' | 'admin';
interface Screen {
  path: string;
  who: Who;
  ready: string;
  /** What is inside, opened: `open`'s first match (a list's first item) or, with `each`, every one in turn (each tab). */
  inside?: { open: string; ready: string; each?: boolean };
}
/** A list and its first item's detail (`detail` is drawn in the detail pane). */
const list = (path: string, who: Who, detail: string): Screen => ({
  path,
  who,
  ready: '.list-item',
  inside: { open: '.list-item', ready: `.detail-pane ${detail}` },
});
/** A screen whose tabs (`tabs`) are opened one by one, each drawing `ready`. */
const tabbed = (path: string, who: Who, ready: string, tabs: string): Screen => ({
  path,
  who,
  ready,
  inside: { open: tabs, ready, each: true },
});
const SCREENS: readonly Screen[] = [
  { path: '/login', who: 'public', ready: 'form' },
  { path: '/reset_password', who: 'public', ready: 'h1' },
  { path: '/privacy', who: 'public', ready: 'h1' },
  { path: '/support', who: 'public', ready: 'h1' },
  { path: '/requestdel', who: 'public', ready: 'h1' },
  { path: '/explorador', who: 'public', ready: '.deck-events-root' },
  { path: '/ruta-que-no-existe', who: 'public', ready: 'h1' },
  { path: '/panel', who: 'session', ready: '.card-grid a' },
  { path: '/mapa', who: 'session', ready: '.deck-events-root' },
  { path: '/adminexplorer', who: 'session', ready: '.deck-events-root' },
  list('/monitores', 'admin', 'h3'),
  list('/gestores', 'admin', 'tbody tr'),
  list('/alertas', 'session', '.alert-card'),
  list('/denuncias', 'session', '.complaint-detail h2'),
  list('/registros', 'session', '.record-detail'),
  list('/eventos', 'session', '.activity-detail'),
  { path: '/cuestionarios', who: 'session', ready: 'tbody tr' },
  { path: '/cuestionarios/nuevo', who: 'session', ready: 'form' },
  { path: '/cuestionarios/{survey}/editar', who: 'session', ready: 'form' },
  { path: '/cuestionarios/{survey}/respuestas', who: 'session', ready: '.result-block' },
  tabbed('/reportes', 'session', '.report-total', '.reports-kinds button'),
  tabbed('/administracion', 'admin', '.admin-item', '.admin-page [role=tab]'),
  tabbed('/configuracion', 'admin', 'tbody tr', '.config-sections .list-item'),
];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const VISITS: Record<Who, readonly Who[]> = { public: ['public'], session: ['session'], admin: ['session', 'admin'] };
const ACCOUNTS = { session: GESTOR, admin: ADMIN } as const;

let app: App;
let page: Page;
/** What went wrong on the screen being walked; read and emptied after each screen. */
let problems: string[] = [];
let inFlight = 0;
let surveyId = 0;

/** The token the page signs its calls with, read from the tab's session (empty when signed out). */
const sessionToken = () => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token') ?? '');
let token = '';

/** A URL as the report shows it: without the app's address, and the value of a token cut. */
const shown = (url: string) => url.replace(app.baseUrl, '').replace(/(token=[^&]{8})[^&]*/g, '$1…');

function listen(page: Page) {
  const context = page.context();
  const ours = (url: string) => url.startsWith(app.baseUrl);
  context.on('request', (request) => {
    inFlight += 1;
    const url = request.url();
    if ((token && url.includes(token)) || /[?&]token=/.test(url)) problems.push(`token in URL ${shown(url)}`);
  });
  const done = () => {
    inFlight -= 1;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', (request) => {
    done();
    // No map tiles can be fetched here (the map must work without them); a screen left cancels its loads.
    const reason = request.failure()?.errorText ?? '';
    if (ours(request.url()) && reason !== 'net::ERR_ABORTED') problems.push(`${reason} ${shown(request.url())}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${shown(response.url())}`);
  });
  context.on('console', (message) => {
    // A failed load is reported above with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
}

/** Waits until `ready` is drawn, nothing says it is loading, and the network has been quiet for half a second. */
async function settle(ready: string) {
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'), null, { timeout: 15_000 });
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`${inFlight} requests still open after 15 s`);
    if (inFlight > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What is wrong with the screen as drawn now, and what went wrong since the last look. */
async function look(what: string, phone: boolean): Promise<string[]> {
  if (phone) {
    problems.push(...(await sidewaysPanes(page, true)).map((pane) => `scrolls sideways: ${pane}`));
    problems.push(...(await spillingBoxes(page)).map((box) => `drawn past its box: ${box}`));
    await page.screenshot({ path: `/tmp/e2e-walk-${what.replace(/\W+/g, '_')}.png` });
  }
  problems.push(...(await overlappingControls(page)));
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  problems = [];
  return [...counts].map(([problem, n]) => `${what}: ${problem}${n > 1 ? ` (×${n})` : ''}`);
}

async function visit(screen: Screen, phone: boolean): Promise<string[]> {
  const path = screen.path.replace('{survey}', String(surveyId));
  await page.goto(`${app.baseUrl}${path}`);
  const found: string[] = [];
  const step = async (what: string, ready: string) => {
    try {
      await settle(ready);
    } catch (error) {
      problems.push(`did not settle on ${ready}: ${(error as Error).message.split('\n')[0]}`);
    }
    found.push(...(await look(what, phone)));
  };
  await step(path, screen.ready);
  const inside = screen.inside;
  if (!inside) return found;
  const count = inside.each ? await page.locator(inside.open).count() : 1;
  for (let i = 0; i < count; i += 1) {
    const opened = page.locator(inside.open).nth(i);
    const name = ((await opened.textContent()) ?? '').trim().slice(0, 30);
    await opened.click();
    await step(`${path} → ${name}`, inside.ready);
  }
  return found;
}

async function walk(who: Who) {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const screen of SCREENS.filter((s) => VISITS[who].includes(s.who))) {
      found.push(...(await visit(screen, viewport.width < 500)).map((problem) => `${viewport.width}px ${problem}`));
    }
  }
  expect(found).toEqual([]);
}

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  listen(page);
  surveyId = await withDb(app, async (db) => {
    const row = await db
      .selectFrom('survey_answers')
      .select((eb) => ['survey_id', eb.fn.countAll().as('answers')])
      .groupBy('survey_id')
      .orderBy('answers', 'desc')
      .executeTakeFirstOrThrow();
    return row.survey_id;
  });
});

afterAll(async () => {
  await app?.close();
});

describe('a walk through every screen with the demo data', () => {
  it('signed out: the public pages', async () => {
    await walk('public');
  });

  for (const who of ['session', 'admin'] as const) {
    it(`as ${who === 'admin' ? 'administrator' : 'gestor'}: every screen of the menu`, async () => {
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await signIn(app, ACCOUNTS[who]);
      token = await sessionToken();
      problems = [];
      await walk(who);
    });
  }
});
