import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, seedDemo } from '@ppd/db';
import { createTestDatabase, freePort, OwnRedis } from '@ppd/db/testing';
import type { RunningWorker } from '@ppd/worker';
import { startQuietWorker } from '@ppd/worker/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Browser, launchChromium } from './browser.ts';
import { ROOT_DIR, WEB_DIST } from './build.ts';

/** The demo accounts `seedDemo` creates. */
export const DEMO_PASSWORD = 'demo1234';
export const ADMIN = { email: 'admin@demo.ppd', password: DEMO_PASSWORD };
export const GESTOR = { email: 'gestor@demo.ppd', password: DEMO_PASSWORD };

export interface App {
  baseUrl: string;
  /** The test database the server uses (for a worker started by the test). */
  databaseUrl: string;
  /** The file's own Redis: its queues, socket channels and rate limits see no other file's traffic. */
  redisUrl: string;
  context: BrowserContext;
  page: Page;
  /** The server's output so far, for failure messages. */
  serverLog: () => string;
  close: () => Promise<void>;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/test.sh`);
  return value;
}

// Loading the API's modules alone takes half a minute on a loaded machine, and two files start theirs at once.
async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API exited with ${server.exitCode} before answering:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`API did not answer GET /health with 200 within ${timeoutMs} ms:\n${log()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

interface AppOptions {
  /** Over the API's settings. */
  env?: Record<string, string>;
  /** Starts a worker on the app's database and Redis too (pushes, mails, clocks), stopped at close. */
  worker?: boolean;
}

/**
 * One test file's world: a fresh database seeded with the demo, a Redis of its own, the real API serving the built
 * web app on a free port, and a headless Chromium with a fresh profile. Files share nothing, so they run side by side.
 */
export async function startApp({ env = {}, worker = false }: AppOptions = {}): Promise<App> {
  const database = await createTestDatabase();
  // The server's media root, where the seed writes the files its rows name (a fresh one per app, as its database).
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'ppd-e2e-media-'));
  const redis = await OwnRedis.start();
  const cleanUp = async () => {
    await database.drop();
    await redis.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  };
  await seedDemo(database.db, { password: DEMO_PASSWORD, mediaDir });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), ['services/api/src/server.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      WEB_DIST,
      MEDIA_DIR: mediaDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SMTP_URL: requireEnv('SMTP_URL'),
      JWT_SECRET: requireEnv('JWT_SECRET'),
      LOG_LEVEL: 'warn',
      // The tests sign in many times a minute from one address.
      LOGIN_MAX_PER_MINUTE: '1000',
      ADDRESS_MAX_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const serverLog = () => output;

  let browser: Browser;
  let running: RunningWorker | undefined;
  try {
    await waitForHealth(baseUrl, server, serverLog);
    if (worker) running = await startQuietWorker({ databaseUrl: database.url, redisUrl: redis.url });
    browser = await launchChromium();
  } catch (error) {
    await running?.stop();
    await stopServer(server);
    await cleanUp();
    throw error;
  }
  const { context } = browser;
  context.setDefaultTimeout(15_000);
  // The API's Content-Security-Policy must let every screen work: any violation fails the file at close.
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text().slice(0, 300));
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // Uncaught errors reach the file's output, beside the step that failed on them.
  page.on('pageerror', (error) => console.log('[pageerror]', error.message));

  return {
    baseUrl,
    databaseUrl: database.url,
    redisUrl: redis.url,
    context,
    page,
    serverLog,
    close: async () => {
      await browser.close();
      await running?.stop();
      await stopServer(server);
      await cleanUp();
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    },
  };
}

/**
 * The file's app, started before its tests and closed after them with the file's app clients (`clients`);
 * `receive` gets it and its page: `fileApp({}, (started) => ({ app, page } = started))`.
 */
export function fileApp(
  options: AppOptions & { clients?: { closeAll: () => void } },
  receive: (started: { app: App; page: Page }) => void,
): void {
  let app: App | undefined;
  beforeAll(async () => {
    app = await startApp(options);
    receive({ app, page: app.page });
  });
  afterAll(async () => {
    options.clients?.closeAll();
    await app?.close();
  });
}

/** The path and query the page is on, e.g. '/login?next=%2Fregistros'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (and query) is exactly `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === expected);
}

/** Follows the main menu's link named `link` and waits to land on `path`. */
export async function openFromMenu(page: Page, link: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: link }).click();
  await waitForPath(page, path);
}

/** Signs in through the login screen and waits to land on `landing` (the home, /mapa, unless another is asked for). */
export async function signIn(app: App, account: { email: string; password: string }, landing = '/mapa'): Promise<void> {
  const next = landing === '/mapa' ? '' : `?next=${encodeURIComponent(landing)}`;
  await app.page.goto(`${app.baseUrl}/login${next}`);
  await submitLogin(app.page, account.email, account.password);
  await waitForPath(app.page, landing);
}

/** Fills the login form and presses Ingresar (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string, keep = false): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  if (keep) await page.getByLabel('Mantener sesión iniciada').check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Runs SQL on the app's test database: what another user changes behind this page's back, and checks of rows. */
export async function withDb<T>(app: Pick<App, 'databaseUrl'>, run: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(app.databaseUrl, 1);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}
