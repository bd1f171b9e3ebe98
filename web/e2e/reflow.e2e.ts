import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, signIn, startApp, withDb } from './harness.ts';
import { ACCOUNTS, type Click, SCREENS, type Screen, type Who } from './screens.ts';

/**
 * WCAG 1.4.10 and 1.4.4 (issue 37 §6): every screen at 320 px wide, and at 200 % zoom on a 1440×900 desk, scrolls
 * only up and down and still offers its main action. A browser zoomed to 200 % lays the page out in half its pixels:
 * 720×450 CSS px, what is set here (the device pixels per CSS pixel change the drawing's sharpness, not the layout).
 */
const SIZES = [
  { name: '320 px', width: 320, height: 720 },
  { name: '200 % of 1440×900', width: 720, height: 450 },
] as const;

/** What each screen is for: the control (or, for a page to read, its heading) that must be reachable on it. */
const MAIN_ACTION: Record<string, Exclude<Click, { focus: string }>> = {
  '/login': ['button', 'Ingresar'],
  '/reset_password': 'h1',
  '/privacy': 'h1',
  '/support': 'main button',
  '/requestdel': 'h1',
  '/explorador': ['button', 'Lista'],
  '/ruta-que-no-existe': 'main a.btn',
  '/panel': '.card-grid a',
  '/mapa': ['button', 'Dibujar polígono'],
  '/adminexplorer': ['button', 'Lista'],
  '/monitores': ['button', 'Agregar monitor'],
  '/gestores': ['button', 'Agregar gestor'],
  '/alertas': '.list-item',
  '/denuncias': '.list-item',
  '/registros': '.list-item',
  '/eventos': ['button', 'Agregar'],
  '/cuestionarios': ['link', 'Nueva encuesta'],
  '/cuestionarios/nuevo': ['button', 'Guardar'],
  '/cuestionarios/{survey}/editar': ['link', 'Regresar'],
  '/cuestionarios/{survey}/respuestas': ['button', 'Descargar'],
  '/reportes': '.reports-kinds button',
  '/administracion': '.admin-page [role=tab]',
  '/configuracion': '.config-sections .list-item',
  '/solicitudes-datos': ['button', 'Registrar solicitud'],
};

let app: App;
let page: Page;
let surveyId = 0;
let signedInAs: Who = 'public';

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  surveyId = await withDb(app, async (db) => {
    const answered = await db.selectFrom('survey_answers').select('survey_id').limit(1).executeTakeFirstOrThrow();
    return answered.survey_id;
  });
});

afterAll(async () => {
  await app?.close();
});

const actionOn = (click: Exclude<Click, { focus: string }>): Locator =>
  (typeof click === 'string' ? page.locator(click) : page.getByRole(click[0], { name: click[1], exact: true })).first();

async function beAs(who: Who) {
  if (who === signedInAs) return;
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  if (who !== 'public') await signIn(app, ACCOUNTS[who]);
  signedInAs = who;
}

/** What is wrong with the screen drawn at `size`: a page wider than the window, a main action out of reach. */
async function problemsAt(screen: Screen, size: (typeof SIZES)[number]): Promise<string[]> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(`${app.baseUrl}${screen.path.replace('{survey}', String(surveyId))}`);
  await page.locator(screen.ready).first().waitFor();
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`the page scrolls sideways (${scrollWidth} > ${innerWidth} px)`);
  const action = actionOn(MAIN_ACTION[screen.path]!);
  await action.scrollIntoViewIfNeeded();
  const box = await action.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > innerWidth + 0.5 || box.y < 0 || box.y + box.height > size.height)
    problems.push(`its main action ${action} is not on screen: ${JSON.stringify(box)}`);
  await page.screenshot({ path: `/tmp/e2e-reflow-${size.width}-${screen.path.replace(/\W+/g, '_')}.png` });
  return problems.map((problem) => `${size.name}: ${problem}`);
}

const ORDER: Record<Who, number> = { public: 0, session: 1, admin: 2 };

describe('every screen at 320 px and at 200 % zoom', () => {
  it('names a main action for every screen of the walk', () => {
    expect(SCREENS.filter((s) => !MAIN_ACTION[s.path]).map((s) => s.path)).toEqual([]);
  });

  for (const screen of [...SCREENS].sort((a, b) => ORDER[a.who] - ORDER[b.who])) {
    it(`${screen.path} (${screen.who}) scrolls only up and down and keeps its main action in reach`, async () => {
      await beAs(screen.who);
      const problems: string[] = [];
      for (const size of SIZES) problems.push(...(await problemsAt(screen, size)));
      expect(problems).toEqual([]);
    });
  }
});
