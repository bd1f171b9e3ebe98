import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { seedDemo } from './seed/index.ts';
import { createTestDatabase } from './testing.ts';

/** Where the web build's static files come from (/icons/… is served from its copy of this folder). */
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));
const mediaDir = mkdtempSync(path.join(tmpdir(), 'ppd-seed-media-'));

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  expect(await seedDemo(db, { password: 'clave-de-prueba', mediaDir })).toBe(true);
});
afterAll(async () => {
  await drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A URL a row names, the type it declares (its file_type, else its extension's) and which row names it. */
interface Named {
  url: string;
  type: string;
  row: string;
}

const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};
const typeOf = (url: string) => TYPE_OF_EXTENSION[url.split('.').pop() ?? ''] ?? 'unknown';

/** The file's first bytes say what it is. */
function sniff(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) {
    return 'audio/mpeg';
  }
  return 'unknown';
}

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame. */
function pixels(bytes: Buffer): { width: number; height: number } | null {
  if (sniff(bytes) === 'image/png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  return null;
}

/** The file a URL is served from: /media/… from the media root (MEDIA_DIR), /icons/… from the web build. */
function fileOf(url: string): string {
  if (url.startsWith('/media/')) return path.join(mediaDir, url.slice('/media/'.length));
  if (url.startsWith('/icons/')) return path.join(WEB_PUBLIC, url.slice(1));
  throw new Error(`${url} is under no path the product serves`);
}

async function everyNamedFile(): Promise<Named[]> {
  const named: Named[] = [];
  const add = (url: string | null, row: string, type = url ? typeOf(url) : '') => {
    if (url) named.push({ url, type, row });
  };
  for (const c of await db.selectFrom('complaints').select(['id', 'url', 'file_type']).execute()) {
    add(c.url, `complaint ${c.id}`, c.file_type ?? undefined);
  }
  for (const r of await db.selectFrom('records').select(['id', 'media_folder', 'file_type']).execute()) {
    add(r.media_folder, `record ${r.id}`, r.file_type ?? undefined);
  }
  for (const e of await db.selectFrom('activities').select(['id', 'imagen', 'imagen2']).execute()) {
    add(e.imagen, `event ${e.id}`);
    add(e.imagen2, `event ${e.id}`);
  }
  for (const u of await db.selectFrom('users').select(['id', 'profile_image']).execute()) {
    add(u.profile_image, `user ${u.id}`);
  }
  for (const a of await db.selectFrom('survey_answers').select(['id', 'survey_id', 'respuestas']).execute()) {
    for (const { answer } of a.respuestas) {
      const media = answer as { type?: string; filename?: string } | null;
      if (media?.filename) add(`/media/surveys/${a.survey_id}/${media.filename}`, `survey answer ${a.id}`);
    }
  }
  for (const i of await db.selectFrom('icons').select(['name', 'url']).execute()) add(i.url, `icon ${i.name}`);
  for (const table of ['main_categories', 'subcategories'] as const) {
    for (const c of await db.selectFrom(table).select(['id', 'url_image']).execute()) {
      add(c.url_image, `${table} ${c.id}`);
    }
  }
  return named;
}

describe('the demo has every file its rows name', () => {
  it('writes each one where the API serves it, not empty, and of the type the row declares', async () => {
    const named = await everyNamedFile();
    const kinds = new Set(named.map((n) => n.row.replace(/ .*/, '')));
    expect(kinds).toEqual(new Set(['complaint', 'survey', 'icon', 'main_categories', 'subcategories']));
    const problems = named.flatMap(({ url, type, row }) => {
      const file = fileOf(url);
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        return [`${row}: ${url} has no file`];
      }
      if (bytes.length === 0) return [`${row}: ${url} is empty`];
      const found = sniff(bytes);
      return found === type && typeOf(url) === type ? [] : [`${row}: ${url} declared ${type}, is ${found}`];
    });
    expect(problems).toEqual([]);
  });

  it("gives a complaint's photo the size its metadata tells, and keeps the files small", async () => {
    const photos = await db
      .selectFrom('complaints')
      .select(['url', 'media_metadata'])
      .where('file_type', '=', 'image/jpeg')
      .execute();
    expect(photos.length).toBeGreaterThan(0);
    for (const { url, media_metadata } of photos) {
      const { imageWidth, imageHeight } = media_metadata as { imageWidth: number; imageHeight: number };
      expect(pixels(readFileSync(fileOf(url!)))).toEqual({ width: imageWidth, height: imageHeight });
    }
    for (const { url } of await everyNamedFile()) expect(statSync(fileOf(url)).size, url).toBeLessThan(64 * 1024);
  });

  it('offers library icons of at most 250 px a side', async () => {
    const icons = await db.selectFrom('icons').select('url').execute();
    expect(icons.length).toBeGreaterThanOrEqual(20);
    for (const { url } of icons) {
      const size = pixels(readFileSync(fileOf(url)));
      expect(size?.width, url).toBeLessThanOrEqual(250);
      expect(size?.height, url).toBeLessThanOrEqual(250);
    }
  });
});
