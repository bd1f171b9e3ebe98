import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { type Db, recordEvent } from '@ppd/db';
import { configTexts } from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import { type SessionUser, sessionOf } from '../../../plugins/auth.ts';
import { AppError, validationError } from '../../../plugins/errors.ts';
import { parseInput, readForm } from '../../../shared/form.ts';
import { pngOrJpeg, type UploadedImage } from '../../../shared/images.ts';
import { type MediaStorage, mediaFolderOf } from '../../../shared/media/storage.ts';
import { withRefusals } from '../../../shared/refusals.ts';
import type { BodyReader } from '../register.ts';

/** Icons are at most 250 px on each side (spec part 2 §5, §9). */
export const ICON_MAX_PX = 250;
export const ICON_MAX_BYTES = 1024 * 1024;

/** A form's fields and its `icon` file, a PNG or JPEG told by its bytes (not yet checked for size). */
export async function readIconForm(request: FastifyRequest) {
  const { fields, files } = await readForm(request, {
    icon: { maxBytes: ICON_MAX_BYTES, tooLarge: configTexts.iconFileTooLarge },
  });
  const image = files.icon ? await pngOrJpeg('icon', files.icon, configTexts.iconType) : null;
  return { fields, image };
}

export function listIcons(db: Db) {
  return db.selectFrom('icons').select(['name', 'url']).orderBy('name').execute();
}

/** The icon a category or subcategory names; its url is copied to the row's url_image. */
export async function iconByName(db: Db, name: string) {
  const icon = await db.selectFrom('icons').select(['name', 'url']).where('name', '=', name).executeTakeFirst();
  if (!icon) throw validationError('icon', configTexts.iconUnknown);
  return icon;
}

/** PNG or JPEG was already read from the bytes; here the size is checked, before anything is written. */
export function checkIconSize(image: UploadedImage): void {
  if (image.width > ICON_MAX_PX || image.height > ICON_MAX_PX) throw validationError('icon', configTexts.iconTooLarge);
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'icono';

/** The first free icon name from `base` ('arbol', 'arbol-2', ...). */
async function freeName(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('icons').select('name').where('name', 'like', `${base}%`).execute()).map((r) => r.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
}

// Two uploads whose labels share a slug, at the same moment, both find the name free: the second is told so (saved
// again, it gets the next name), not that the category's name is taken.
const iconNameTaken = { unique: { icons_name_key: new AppError('Conflict', configTexts.iconNameTaken, 'icon') } };

/**
 * An uploaded icon's file, put under `<media root>/icons/` (served at /media/icons/) before the row that names it:
 * `insert` writes that row and its audit event in the caller's transaction, `undo` removes the file when the
 * transaction fails.
 */
async function putIcon(db: Db, storage: MediaStorage, image: UploadedImage, label: string) {
  checkIconSize(image);
  const name = await freeName(db, slug(label));
  const key = `icons/${name}-${randomUUID().slice(0, 8)}.${image.ext}`;
  const scratch = await storage.scratchPath(randomUUID());
  await writeFile(scratch, image.data);
  await storage.put(key, scratch);
  return {
    name,
    async insert(trx: Db, me: SessionUser) {
      const row = await withRefusals(iconNameTaken, () =>
        trx
          .insertInto('icons')
          .values({ name, url: mediaFolderOf(key) })
          .returning(['id', 'name', 'url'])
          .executeTakeFirstOrThrow(),
      );
      await recordEvent(trx, 'catalog.changed', { kind: 'icon', action: 'create', id: row.id, name }, me);
      return { name: row.name, url: row.url };
    },
    undo: () => storage.remove(key).catch(() => undefined),
  };
}

/** Adds an uploaded icon to the library alone: its file, then its row and event in one transaction. */
export async function storeIcon(db: Db, storage: MediaStorage, me: SessionUser, image: UploadedImage, label: string) {
  const icon = await putIcon(db, storage, image, label);
  try {
    return await db.transaction().execute((trx) => icon.insert(trx, me));
  } catch (err) {
    await icon.undo();
    throw err;
  }
}

/**
 * The category and subcategory forms: JSON naming a library icon, or multipart whose `icon` part is a new image.
 * The rest of the form is validated before the icon's file is put; its row is written by the category's own
 * transaction, so a refused change (a taken name, a row gone) leaves no icon behind.
 */
export function iconFormReader(db: Db, storage: MediaStorage): BodyReader {
  return async (request: FastifyRequest, schema) => {
    const { fields, image } = await readIconForm(request);
    if (!image) return { body: parseInput(schema, fields) };
    checkIconSize(image);
    parseInput(schema, { ...fields, icon: 'nuevo' });
    const label = typeof fields.nombre === 'string' ? fields.nombre : 'icono';
    const icon = await putIcon(db, storage, image, label);
    const me = sessionOf(request);
    return {
      body: parseInput(schema, { ...fields, icon: icon.name }),
      staged: { write: (trx) => icon.insert(trx, me), undo: icon.undo },
    };
  };
}
