import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, prepareTemplate } from '@ppd/db/testing';
import { Redis } from 'ioredis';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Whatever happens to the benchmark, the processes it started do not outlive it.
const children = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A redis-server of the benchmark's own: no other process's workers take its jobs. */
export async function ownRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'ppd-bench-redis-'));
  const child = track(
    spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    ),
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { retryStrategy: () => 50 });
  probe.on('error', () => {});
  await until(() => probe.status === 'ready', 'redis-server', 10_000);
  probe.disconnect();
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh migrated database (cloned from the test template). */
export async function ownDatabase() {
  await prepareTemplate();
  return createTestDatabase();
}

/** A service as its own process (node with tsx as loader, so signals reach it). */
export function spawnService(entry: string, env: Record<string, string>): ChildProcess {
  return track(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
}

export async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task(i)` for i in [0, n) with `concurrency` in flight. */
export async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
