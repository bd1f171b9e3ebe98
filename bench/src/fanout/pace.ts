import { describe, sleep, spread } from '../lib.ts';

const CALLS = 200;
const GAPS_MS = [2, 20];

/**
 * One call at a time, the next one a short or a long gap after the last answer: the same work, timed warm and after
 * the machine idled. On this VM a process woken from idle pays for it at every hop, which a path of several hops
 * (HTTP → API → PostgreSQL → API → sockets) pays several times over and the bare broadcast once.
 */
export async function paceProbe(label: string, call: (i: number) => Promise<unknown>): Promise<void> {
  for (const gap of GAPS_MS) {
    const ms: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await call(i);
      ms.push(performance.now() - t0);
      await sleep(gap);
    }
    console.log(`  ${label}, one at a time, ${gap} ms apart: ${describe(spread(ms))}`);
  }
}
