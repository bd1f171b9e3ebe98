import { afterEach, describe, expect, it } from 'vitest';
import { takeEarly } from './earlyLoad.ts';

afterEach(() => {
  globalThis.ppdEarlyExplorer = undefined;
});

describe('takeEarly', () => {
  it('hands each early answer over once: a later query asks the server again', async () => {
    expect(takeEarly('map')).toBeNull();
    const response = new Response('x');
    globalThis.ppdEarlyExplorer = { types: Promise.resolve({ tipos: [{ id: 1 }] }), map: Promise.resolve(response) };
    expect(await takeEarly('map')).toBe(response);
    expect(takeEarly('map')).toBeNull();
    expect(await takeEarly('types')).toEqual({ tipos: [{ id: 1 }] });
    expect(takeEarly('types')).toBeNull();
  });
});
