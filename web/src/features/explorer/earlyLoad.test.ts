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
    const types = { tipos: [{ id: 1, nombre: 'Oportunidades', name: 'Oportunidades', enabled: true }] };
    globalThis.ppdEarlyExplorer = { types: Promise.resolve(types), map: Promise.resolve(map) };
    expect(await takeEarly('map')).toBe(map);
    expect(takeEarly('map')).toBeNull();
    expect(await takeEarly('types')).toBe(types);
    expect(takeEarly('types')).toBeNull();
  });
});
