import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tinyMp4 } from '@ppd/client/sample-media';
import { recordMessages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { PNG_1X1, pngClaiming } from '../../../test/fixtures.ts';
import { heldUpload, multipart } from '../../../test/multipart.ts';
import { lastEvent } from '../../../test/outbox.ts';
import { createCatalog, insertRecord, type TestCatalog } from '../records/testing.ts';

let t: TestApp;
let c: TestCatalog;
let author: { id: number; email: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ MEDIA_MAX_BYTES: '4096' });
  c = await createCatalog(t.db);
  author = await createUser(t.db);
  const other = await createUser(t.db);
  tokens.author = await loginAs(t.app, author.email);
  tokens.other = await loginAs(t.app, other.email);
  const visitor = await createUser(t.db, { type: 'visitor' });
  tokens.visitor = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
});
afterAll(async () => {
  await t.close();
});

const upload = (id: number, file: Parameters<typeof multipart>[0], who: string | null = 'author') => {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/ppd/levantamiento/${id}/media`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { 'x-access-token': tokens[who]! } : {}) },
  });
};
const storedFiles = () =>
  (existsSync(path.join(t.mediaDir, 'records'))
    ? readdirSync(path.join(t.mediaDir, 'records'), { recursive: true })
    : []
  )
    .map(String)
    .filter((f) => f.includes('.'));
const mediaOf = (id: number) =>
  t.db
    .selectFrom('records')
    .select(['media_folder', 'file_type', 'media_metadata'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/ppd/levantamiento/{id}/media', () => {
  it('stores a PNG named .mp4 as the PNG it is, with its size', async () => {
    const record = await insertRecord(t.db, c, author);
    const res = await upload(record.id, { name: 'video.mp4', type: 'video/mp4', data: PNG_1X1 });
    expect(res.statusCode).toBe(200);
    const media = await mediaOf(record.id);
    expect(media.file_type).toBe('image/png');
    expect(media.media_folder).toMatch(new RegExp(`^/media/records/${record.id}/[0-9a-f-]+\\.png$`));
    expect(media.media_metadata).toMatchObject({ imageWidth: 1, imageHeight: 1, createDate: null });
    expect(res.json()).toMatchObject({ status: 'ok', file_type: 'image/png', media_folder: media.media_folder });
    const event = await lastEvent(t.db, 'record.updated');
    expect(event.payload).toMatchObject({ record: { id: record.id } });
  });

  it('refuses on file a small PNG that claims 60,000 × 60,000 pixels, keeping nothing', async () => {
    const record = await insertRecord(t.db, c, author);
    const huge = pngClaiming(60_000, 60_000);
    const before = storedFiles().length;
    const res = await upload(record.id, { name: 'mapa.png', type: 'image/png', data: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file', message: recordMessages.imageTooLarge });
    expect(storedFiles()).toHaveLength(before);
    expect((await mediaOf(record.id)).media_folder).toBeNull();
  });

  it('reads the dates of an MP4 and replaces the previous file', async () => {
    const record = await insertRecord(t.db, c, author);
    await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 });
    const first = (await mediaOf(record.id)).media_folder!;
    const res = await upload(record.id, {
      name: 'clip.mp4',
      type: 'video/mp4',
      data: tinyMp4(new Date('2025-03-01T12:00:00Z')),
    });
    expect(res.statusCode).toBe(200);
    const media = await mediaOf(record.id);
    expect(media.file_type).toBe('video/mp4');
    expect(media.media_metadata).toEqual({
      mediaCreateDate: '2025-03-01T12:00:00.000Z',
      mediaModifyDate: '2025-03-01T12:01:00.000Z',
    });
    expect(existsSync(path.join(t.mediaDir, first.replace('/media/', '')))).toBe(false);
  });

  it('refuses a text file, a file over the limit and a missing file, storing nothing', async () => {
    const record = await insertRecord(t.db, c, author);
    const before = storedFiles();
    const text = await upload(record.id, {
      name: 'foto.jpg',
      type: 'image/jpeg',
      data: Buffer.from('hola, no soy una foto'),
    });
    expect(text.statusCode).toBe(400);
    expect(errorOf(text)).toMatchObject({ field: 'file', message: recordMessages.fileType });
    const big = await upload(record.id, {
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([PNG_1X1, Buffer.alloc(8000)]),
    });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big)).toMatchObject({ field: 'file', message: recordMessages.fileTooLarge });
    const none = await upload(record.id, null);
    expect(errorOf(none)).toMatchObject({ field: 'file', message: recordMessages.fileMissing });
    expect(await mediaOf(record.id)).toMatchObject({ media_folder: null, file_type: null });
    expect(storedFiles()).toEqual(before);
    expect(readdirSync(path.join(t.mediaDir, '.incoming'))).toEqual([]);
  });

  it('is for the author (or an admin): 403 for others, 404 for an unknown record, 401 without a token', async () => {
    const record = await insertRecord(t.db, c, author);
    const before = storedFiles();
    expect((await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 }, 'other')).statusCode).toBe(
      403,
    );
    expect((await upload(999999, { name: 'a.png', type: 'image/png', data: PNG_1X1 })).statusCode).toBe(404);
    expect((await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 }, null)).statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
    expect((await mediaOf(record.id)).media_folder).toBeNull();
  });
});

/**
 * An upload whose file part starts but whose bytes never arrive: the server must answer at once, without waiting
 * for (and so reading) the file.
 */
async function uploadThatNeverEnds(id: number, who: string) {
  const held = heldUpload({ name: 'a.png', type: 'image/png', data: PNG_1X1 });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the server waited for the file instead of answering')), 1000);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: 'POST',
        url: `/api/ppd/levantamiento/${id}/media`,
        payload: held.payload,
        headers: { ...held.headers, 'x-access-token': tokens[who]! },
      }),
      waited,
    ]);
  } finally {
    clearTimeout(timer);
    held.abandon();
  }
}

describe('POST /api/ppd/levantamiento/{id}/media before the upload is read', () => {
  it('tells a visitor another’s private record is not found, as a missing one, reading none of the file', async () => {
    const record = await insertRecord(t.db, c, author, { privado: true });
    const refused = await uploadThatNeverEnds(record.id, 'visitor');
    const missing = await uploadThatNeverEnds(999999, 'visitor');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect(readdirSync(path.join(t.mediaDir, '.incoming'))).toEqual([]);
  });

  it('refuses another’s record with 403 before reading the file when the caller can see it', async () => {
    const record = await insertRecord(t.db, c, author);
    expect((await uploadThatNeverEnds(record.id, 'visitor')).statusCode).toBe(403);
    expect((await uploadThatNeverEnds(record.id, 'other')).statusCode).toBe(403);
    expect((await mediaOf(record.id)).media_folder).toBeNull();
  });
});

describe('GET /media/records/{id}/{file}', () => {
  it('serves a public record’s media with its type and byte ranges', async () => {
    const record = await insertRecord(t.db, c, author);
    await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 });
    const url = (await mediaOf(record.id)).media_folder!;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
    const range = await t.app.inject({ url, headers: { range: 'bytes=0-7' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${PNG_1X1.length}`);
    expect(range.rawPayload.equals(PNG_1X1.subarray(0, 8))).toBe(true);
  });

  it('hides a private record’s media from the public and shows it to staff', async () => {
    const record = await insertRecord(t.db, c, author, { privado: true });
    await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 });
    const url = (await mediaOf(record.id)).media_folder!;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // A session token in the URL opens nothing: the web uses its media cookie (access.test.ts), the apps the header.
    expect((await t.app.inject({ url: `${url}?token=${tokens.other}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: { 'x-access-token': tokens.author! } })).statusCode).toBe(200);
  });

  it('answers 404 for a file that is not the record’s, and removes the file with the record', async () => {
    const record = await insertRecord(t.db, c, author);
    await upload(record.id, { name: 'a.png', type: 'image/png', data: PNG_1X1 });
    const url = (await mediaOf(record.id)).media_folder!;
    expect((await t.app.inject({ url: `/media/records/${record.id}/otro.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/records/${record.id}/..%2F..%2Fsecret` })).statusCode).toBe(400);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/ppd/levantamiento/deleteLevantamiento/${record.id}`,
      headers: { 'x-access-token': tokens.author! },
    });
    expect(existsSync(path.join(t.mediaDir, url.replace('/media/', '')))).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
