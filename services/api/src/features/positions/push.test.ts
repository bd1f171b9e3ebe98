import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responderPushes } from './push.ts';

// The read of the batch's latest fixes: each authority as itself, so a push shows which fixes it carried.
vi.mock('./queries.ts', () => ({ listResponders: async (_db: unknown, ids: number[]) => ids }));

const pushed: { at: number; ids: number[] }[] = [];
const app = {
  db: {},
  log: { warn: () => {} },
  addHook: () => {},
  realtime: {
    io: {
      to: () => ({
        emit: (_: string, { responders }: { responders: number[] }) => pushed.push({ at: Date.now(), ids: responders }),
      }),
    },
  },
} as unknown as FastifyInstance;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  pushed.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("the boards' position pushes", () => {
  it('push a lone fix at once, and the fixes that come faster at most once every period, each in the next push', async () => {
    const moved = responderPushes(app, 250);
    moved(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(pushed).toEqual([{ at: 0, ids: [1] }]);

    await vi.advanceTimersByTimeAsync(100);
    moved(2);
    moved(3);
    await vi.advanceTimersByTimeAsync(149);
    expect(pushed).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushed[1]).toEqual({ at: 250, ids: [2, 3] });

    await vi.advanceTimersByTimeAsync(1_000);
    moved(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(pushed[2]).toEqual({ at: 1_250, ids: [4] });
  });
});
