import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, createUser, loginAs } from '../../../../test/app.ts';
import { createCatalog } from '../testing.ts';

/** A line of three vertices from (lon, 20.9), as a record's feature. */
export const lineFrom = (lon: number) => ({
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [lon, 20.9],
      [lon + 0.1, 20.95],
      [lon + 0.2, 20.9],
    ],
  },
  properties: {},
});

/** An export test's world: the app, a catalogue, a signed-in author, and a folder for the files GDAL reads back. */
export async function exportWorld() {
  const t = await createTestApp();
  const c = await createCatalog(t.db);
  const author = await createUser(t.db);
  const token = await loginAs(t.app, author.email);
  const dir = mkdtempSync(path.join(tmpdir(), 'ppd-export-'));
  return {
    t,
    c,
    author,
    token,
    /** Writes a downloaded file into the folder; its path. */
    save: (name: string, body: Buffer) => {
      const file = path.join(dir, name);
      writeFileSync(file, body);
      return file;
    },
    close: async () => {
      rmSync(dir, { recursive: true, force: true });
      await t.close();
    },
  };
}
