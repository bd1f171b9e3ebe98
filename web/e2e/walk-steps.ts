import type { Db } from '@ppd/db';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe-steps.ts';
import { type App, fileApp, signIn, withDb } from './harness.ts';
import { overlappingControls, sidewaysPanes, spillingBoxes } from './layout-steps.ts';
import {
  ACCOUNTS,
  type Click,
  DIALOGS,
  type DialogVisit,
  SCREENS,
  type Screen,
  VIEWPORTS,
  VISITS,
  type Who,
} from './screens.ts';

let app: App;
let page: Page;
/** What went wrong on the screen being walked; read and emptied after each screen. */
let problems: string[] = [];
let inFlight = 0;
let surveyId = 0;
/** Whose walk this file is (its screenshots are named after it). */
let walker: Who = 'public';

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
async function settle(ready: string | Locator) {
  await (typeof ready === 'string' ? page.locator(ready) : ready).first().waitFor({ state: 'visible' });
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
async function look(what: string, phone: boolean, layout = true): Promise<string[]> {
  if (phone && layout) {
    problems.push(...(await sidewaysPanes(page, true)).map((pane) => `scrolls sideways: ${pane}`));
    problems.push(...(await spillingBoxes(page)).map((box) => `drawn past its box: ${box}`));
    await page.screenshot({ path: `/tmp/e2e-walk-${walker}-${what.replace(/\W+/g, '_')}.png` });
  }
  if (layout) problems.push(...(await overlappingControls(page)));
  problems.push(...(await axeViolations(page)));
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

const control = (click: Click) =>
  (typeof click === 'string'
    ? page.locator(click)
    : 'focus' in click
      ? page.locator(click.focus)
      : page.getByRole(click[0], { name: click[1], exact: true })
  ).first();

async function use(click: Click, target: Locator) {
  if (typeof click === 'object' && 'focus' in click) {
    await target.focus();
    await page.keyboard.press(click.key);
  } else await target.click();
}

/**
 * Opens the dialog as its table row says, looks at it, closes it with Escape and checks the focus went back to the
 * control that opened it (or, when that one is gone, at least to something on the page rather than nowhere).
 */
async function visitDialog(visit: DialogVisit, phone: boolean): Promise<string[]> {
  await page.goto(`${app.baseUrl}${visit.path}`);
  const what = `${visit.path} → ${visit.dialog}`;
  let opener = control(visit.open[0]!);
  try {
    for (const click of visit.open) {
      opener = control(click);
      await settle(opener);
      await use(click, opener);
    }
    await settle(page.getByRole('dialog', { name: visit.dialog }));
  } catch (error) {
    return [`${what}: did not open: ${(error as Error).message.split('\n')[0]}`];
  }
  // Axe only: the layout checks do not know a modal's scrolling body under its fixed footer yet.
  const found = await look(what, phone, false);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: visit.dialog }).waitFor({ state: 'detached' });
  const back = await opener.evaluate((el) => el === document.activeElement).catch(() => false);
  const somewhere = await page.evaluate(() => document.activeElement !== document.body);
  if (!back && !((await opener.isHidden()) && somewhere)) found.push(`${what}: the focus did not return on close`);
  return found;
}

/** The survey with the most answers: its editor and results are walked. */
async function mostAnsweredSurvey(db: Db): Promise<number> {
  const row = await db
    .selectFrom('survey_answers')
    .select((eb) => ['survey_id', eb.fn.countAll().as('answers')])
    .groupBy('survey_id')
    .orderBy('answers', 'desc')
    .executeTakeFirstOrThrow();
  return row.survey_id;
}

type Viewport = (typeof VIEWPORTS)[number];
const isPhone = (viewport: Viewport) => viewport.width < 500;

async function walk(who: Who, viewport: Viewport) {
  const found: string[] = [];
  const mine = ({ who: whose }: { who: Who }) => VISITS[who].includes(whose);
  await page.setViewportSize(viewport);
  const phone = isPhone(viewport);
  const shown = (problems: string[]) => problems.map((problem) => `${viewport.width}px ${problem}`);
  for (const screen of SCREENS.filter(mine)) found.push(...shown(await visit(screen, phone)));
  for (const dialog of DIALOGS.filter(mine)) found.push(...shown(await visitDialog(dialog, phone)));
  expect(found).toEqual([]);
}

/** Signs in as `who` (the walk starts signed out, in a browser of its own). */
async function beAs(who: Who) {
  if (who === 'public') return;
  await signIn(app, ACCOUNTS[who]);
  token = await sessionToken();
  problems = [];
}

const WHO_NAMES: Record<Who, string> = {
  public: 'signed out: the public pages',
  session: 'as gestor: every screen of the menu',
  admin: 'as administrator: every screen of the menu',
};
/** A walk at one size takes minutes on a busy machine (axe reads every screen and dialog). */
const WALK_MS = 400_000;

/**
 * The walk through every screen and dialog `who` may open, with the demo data, at each size of VIEWPORTS (only the
 * phones' or only the desks' with `phone`): one file per account (and size) so that the files run side by side.
 */
export function walkAs(who: Who, phone?: boolean) {
  walker = who;
  const sizes = VIEWPORTS.filter((viewport) => phone === undefined || isPhone(viewport) === phone);
  fileApp({}, (started) => ({ app, page } = started));
  beforeAll(async () => {
    listen(page);
    surveyId = await withDb(app, mostAnsweredSurvey);
    await beAs(who);
  });
  describe('a walk through every screen and dialog with the demo data', () => {
    for (const viewport of sizes) {
      it(`${WHO_NAMES[who]}, at ${viewport.width}×${viewport.height}`, { timeout: WALK_MS }, () => walk(who, viewport));
    }
  });
}
