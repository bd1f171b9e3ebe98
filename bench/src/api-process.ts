import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@ppd/api';
import { loadConfig, loginAs } from '@ppd/api/testing';
import { fmt, profiling, ROOT } from './lib.ts';

export const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

export interface ApiProcess {
  base: string;
  pid: number;
  /** getrusage's maxRSS of the API process so far, in bytes. */
  maxRss: () => Promise<number>;
  stop: () => Promise<void>;
}

/** The child's side: the API on a free port, answering the parent's requests for its peak memory. */
export async function serveApi() {
  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'error' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.on('message', () => process.send?.({ maxRss: process.resourceUsage().maxRSS * 1024 }));
  // No process.exit: the process ends once the API has closed and in-flight work (an export's temp-file cleanup) is done.
  process.once('disconnect', () => void app.close());
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

export async function startApi(databaseUrl: string, heapMb?: number): Promise<ApiProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./api-child.ts', import.meta.url)), [], {
    cwd: ROOT,
    execArgv: [...profiling, '--import', 'tsx', ...(heapMb ? [`--max-old-space-size=${heapMb}`] : [])],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    maxRss: async () => {
      child.send('usage');
      const [{ maxRss }] = (await once(child, 'message')) as [{ maxRss: number }];
      return maxRss;
    },
    stop: async () => {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

export async function timed<T>(run: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { seconds: (performance.now() - start) / 1000, result };
}

/** Reads a response to its end without keeping it: what a client downloading it costs the server. */
export async function drain(res: Response): Promise<number> {
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/** A staff token, from an API built here only for the login (the measured API runs elsewhere). */
export async function login(databaseUrl: string, email: string) {
  const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' }));
  try {
    return await loginAs(app, email);
  } finally {
    await app.close();
  }
}
