import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileChanges } from '../../shared/media/storage.ts';
import { storeProfileImage } from './images.ts';

describe('storeProfileImage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives two pictures saved in the same millisecond different files, so the second never overwrites the first', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    const written = new Map<string, Buffer>();
    const files: FileChanges = {
      put: async () => {},
      write: async (key, data) => {
        written.set(key, data);
      },
      dropAfter: () => {},
    };
    const person = { id: 7, username: 'ana.lópez' };
    const image = (byte: number) => ({ data: Buffer.from([byte]), ext: 'png' as const, width: 1, height: 1 });

    const first = await storeProfileImage(files, person, image(1));
    const second = await storeProfileImage(files, person, image(2));

    expect(first).toMatch(/^profiles\/ana\.l_pez_7_\d+\.png$/);
    expect(second).not.toBe(first);
    expect(written.get(first)).toEqual(Buffer.from([1]));
    expect(written.get(second)).toEqual(Buffer.from([2]));
  });
});
