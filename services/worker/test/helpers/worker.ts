import { pino } from 'pino';
import type { RunningWorker, StartWorkerOptions } from '../../src/index.ts';
import { startQuietWorker } from '../../src/testing.ts';

/** The worker in this process, quick to notice a crashed peer, quiet unless something is wrong. */
export function startTestWorker(
  o: Partial<StartWorkerOptions> & { databaseUrl: string; redisUrl: string },
): Promise<RunningWorker> {
  return startQuietWorker({ lockDurationMs: 2_000, stalledIntervalMs: 1_000, ...o });
}

/** A logger that keeps what it logs at `level` and above, to look for a message. */
export function capturingLogger(level = 'warn') {
  const lines: { msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, said: (msg: string) => lines.filter((l) => l.msg === msg) };
}

/** A processor's job context for a first try whose `defer` records the wait and rejects with 'deferred'. */
export function firstTry(name: string) {
  const deferred: number[] = [];
  const job = {
    name,
    attempt: { number: 1, last: false },
    defer: async (ms: number): Promise<never> => {
      deferred.push(ms);
      throw new Error('deferred');
    },
  };
  return { job, deferred };
}
