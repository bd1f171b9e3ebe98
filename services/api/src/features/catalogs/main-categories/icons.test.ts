import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { configTexts, messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signedIn, type TestApp, waitForLockWaiter } from '../../../../test/app.ts';

/** A real greyscale PNG of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (width + 1)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(fields: Record<string, string>, icon?: Buffer) {
  const boundary = '----ppd-icon-test';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (icon) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="icono.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      icon,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await signedIn(t, { is_admin: true })).token;
  tokens.gestor = (await signedIn(t)).token;
});
afterAll(async () => {
  await t.close();
});

const send = (url: string, fields: Record<string, string>, icon: Buffer | undefined, who = 'admin') => {
  const body = multipart(fields, icon);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'x-access-token': tokens[who]! },
  });
};
const withToken = (body: ReturnType<typeof multipart>) => ({
  payload: body.payload,
  headers: { ...body.headers, 'x-access-token': tokens.admin! },
});
const iconFiles = () => (existsSync(path.join(t.mediaDir, 'icons')) ? readdirSync(path.join(t.mediaDir, 'icons')) : []);
const counts = async () => ({
  icons: (await t.db.selectFrom('icons').select('id').execute()).length,
  categories: (await t.db.selectFrom('main_categories').select('id').execute()).length,
  files: iconFiles().length,
});

describe('category icons', () => {
  it('creates a category with an uploaded icon, served from the media root and listed by getIcons', async () => {
    const res = await send('/api/ppd/catprinc/newMainCategory', { nombre: 'Áreas verdes' }, png(64, 250));
    expect(res.statusCode, res.body).toBe(200);
    const category = await t.db
      .selectFrom('main_categories')
      .select(['icon', 'url_image'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(category.icon).toBe('areas-verdes');
    expect(category.url_image).toMatch(/^\/media\/icons\/areas-verdes-[0-9a-f]{8}\.png$/);
    const served = await t.app.inject({ url: category.url_image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const list = await t.app.inject({
      url: '/api/ppd/catprinc/getIcons',
      headers: { 'x-access-token': tokens.gestor! },
    });
    expect(list.json().icons).toEqual([{ name: 'areas-verdes', url: category.url_image }]);
  });

  it('refuses an icon over 250 px, a file that is not an image and a gestor’s upload, writing nothing', async () => {
    const before = await counts();
    for (const [image, message] of [
      [png(251, 251), configTexts.iconTooLarge],
      [png(300, 40), configTexts.iconTooLarge],
      [Buffer.from('no soy una imagen, solo texto'), configTexts.iconType],
    ] as const) {
      const res = await send('/api/ppd/catprinc/newMainCategory', { nombre: 'Agua' }, image);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'icon', message });
      const alone = await send('/api/ppd/catprinc/newIcon', { name: 'agua' }, image);
      expect(errorOf(alone)).toMatchObject({ field: 'icon', message });
    }
    expect((await send('/api/ppd/catprinc/newIcon', { name: 'agua' }, png(10, 10), 'gestor')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('says the icon’s name was taken meanwhile when another upload takes it at the same moment, keeping nothing', async () => {
    const before = await counts();
    let sent: ReturnType<typeof send> | undefined;
    // Another admin's upload of an icon named like this category's, not yet committed when this one is saved.
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('icons').values({ name: 'cedro', url: '/media/icons/cedro-otro.png' }).execute();
      sent = send('/api/ppd/catprinc/newMainCategory', { nombre: 'Cedro' }, png(20, 20));
      await waitForLockWaiter(t.db);
    });
    const res = await sent!;
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ field: 'icon', message: configTexts.iconNameTaken });
    expect(await counts()).toEqual({ ...before, icons: before.icons + 1 });
    const again = await send('/api/ppd/catprinc/newMainCategory', { nombre: 'Cedro' }, png(20, 20));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('leaves no icon behind when the category it came with is refused', async () => {
    const first = await send('/api/ppd/catprinc/newMainCategory', { nombre: 'Manglar' }, png(20, 20));
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const taken = await send('/api/ppd/catprinc/newMainCategory', { nombre: 'manglar' }, png(20, 20));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ field: 'nombre', message: messages.catalogs.categoryTaken });
    const gone = await t.app.inject({
      method: 'PUT',
      url: '/api/ppd/catprinc/updateMainCategory/999999',
      ...withToken(multipart({ nombre: 'Duna' }, png(20, 20))),
    });
    expect(gone.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('requires an icon on create, and keeps the icon when an edit sends none', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/catprinc/newMainCategory',
      headers: { 'x-access-token': tokens.admin! },
      payload: { nombre: 'Sin ícono' },
    });
    expect(errorOf(missing)).toMatchObject({ field: 'icon', message: messages.catalogs.iconRequired });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/catprinc/newMainCategory',
      headers: { 'x-access-token': tokens.admin! },
      payload: { nombre: 'Ícono inventado', icon: 'no-existe' },
    });
    expect(errorOf(unknown)).toMatchObject({ field: 'icon', message: configTexts.iconUnknown });

    const icon = await send('/api/ppd/catprinc/newIcon', { name: 'Museo' }, png(32, 32));
    expect(icon.json()).toMatchObject({ name: 'museo' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/catprinc/newMainCategory',
      headers: { 'x-access-token': tokens.admin! },
      payload: { nombre: 'Patrimonio', icon: 'museo' },
    });
    const id = created.json().id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/ppd/catprinc/updateMainCategory/${id}`,
      headers: { 'x-access-token': tokens.admin! },
      payload: { nombre: 'Patrimonio cultural', enabled: false },
    });
    const row = await t.db.selectFrom('main_categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nombre: 'Patrimonio cultural',
      icon: 'museo',
      url_image: icon.json().url,
      enabled: false,
    });
  });
});
