import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ROOT_DIR = path.resolve(WEB_DIR, '..');
/** `E2E_WEB_DIST` gives a checkout's parallel runs a build each (one run's build would empty another's). */
export const WEB_DIST = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(WEB_DIR, 'dist');

/** What the bundle is made of: the web sources and the domain package it imports. */
const SOURCES = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'public'),
  path.join(WEB_DIR, 'index.html'),
  path.join(WEB_DIR, 'vite.config.ts'),
  path.join(WEB_DIR, 'vite'),
  path.join(ROOT_DIR, 'packages/domain/src'),
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds web/dist with Vite unless it is newer than every source file. */
export function buildWebIfStale(): void {
  const built = path.join(WEB_DIST, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  const result = spawnSync(
    path.join(ROOT_DIR, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', WEB_DIST, '--emptyOutDir'],
    {
      cwd: WEB_DIR,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
