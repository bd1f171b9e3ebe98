import { decodeMapColumns } from '@ppd/domain/map-payload';
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarly } from './earlyLoad.ts';

afterEach(() => {
  globalThis.ppdEarlyExplorer = undefined;
});

describe('takeEarly', () => {
  it('hands each early answer over once: a later query asks the server again', async () => {
    expect(takeEarly('columns')).toBeNull();
    const columns = decodeMapColumns(new Uint8Array(0));
    globalThis.ppdEarlyExplorer = { types: Promise.resolve({ tipos: [{ id: 1 }] }), columns: Promise.resolve(columns) };
    expect(await takeEarly('columns')).toBe(columns);
    expect(takeEarly('columns')).toBeNull();
    expect(await takeEarly('types')).toEqual({ tipos: [{ id: 1 }] });
    expect(takeEarly('types')).toBeNull();
  });
});
