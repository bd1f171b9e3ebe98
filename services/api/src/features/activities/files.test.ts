import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskStorage } from '../../shared/media/storage.ts';
import { ActivityFiles } from './files.ts';

describe('activity files', () => {
  it('gives two saves of one title at the same moment their own files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ppd-activity-files-'));
    const storage = diskStorage(root);
    const [a, b] = [new ActivityFiles(storage), new ActivityFiles(storage)];
    const [first, second] = await Promise.all([
      a.put('Feria del libro', 'png', Buffer.from('primera')),
      b.put('Feria del libro', 'png', Buffer.from('segunda')),
    ]);
    expect(first).not.toBe(second);
    expect(readdirSync(path.join(root, 'events'))).toHaveLength(2);
    await a.discard();
    expect(readFileSync(path.join(root, second.replace('/media/', '')), 'utf8')).toBe('segunda');
  });
});
