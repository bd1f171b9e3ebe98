import { afterEach, describe, expect, it } from 'vitest';
import { takeEarly } from './earlyLoad.ts';
import { NO_RECORDS } from './explorerData.ts';

afterEach(() => {
  globalThis.ppdEarlyExplorer = undefined;
});

describe('takeEarly', () => {
  it('hands each early answer over once: a later query asks the server again', async () => {
    expect(takeEarly('map')).toBeNull();
    const map = NO_RECORDS;
    globalThis.ppdEarlyExplorer = { types: Promise.resolve({ tipos: [{ id: 1 }] }), map: Promise.resolve(map) };
    expect(await takeEarly('map')).toBe(map);
    expect(takeEarly('map')).toBeNull();
    expect(await takeEarly('types')).toEqual({ tipos: [{ id: 1 }] });
    expect(takeEarly('types')).toBeNull();
  });
});
