import type { Db } from '@ppd/db';
import { configTexts, subcategoryRoutes as contract, messages, type SubcategoryBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { validationError } from '../../../plugins/errors.ts';
import type { MediaStorage } from '../../../shared/media/storage.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { iconByName, iconFormReader } from '../main-categories/icons.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers, usedBy } from '../usage.ts';

const returned = ['id', 'nombre as name'] as const;

/** The body's names → the table's (`id_type` is stored as `tipo_id`). */
const columns = ({ id_type, icon: _icon, ...rest }: SubcategoryBody) => ({ ...rest, tipo_id: id_type });

/**
 * A subcategory that records use keeps its category and type (the records name all three). Locked first: a record
 * being saved with it holds a key-share lock until it commits, so the count below then includes it.
 */
async function refuseMovingUsed(trx: Db, id: number, body: SubcategoryBody): Promise<void> {
  const current = await trx
    .selectFrom('subcategories')
    .select(['id_maincategory', 'tipo_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current || (current.id_maincategory === body.id_maincategory && current.tipo_id === body.id_type)) return;
  if ((await usedBy(trx, 'records', 'id_cat_secundaria', id)).count > 0) {
    throw validationError('id_maincategory', configTexts.subcategoryMoveInUse);
  }
}

export const subcategories: CatalogAggregate<SubcategoryBody> = {
  kind: 'subcategory',
  table: 'subcategories',
  taken: { message: messages.catalogs.subcategoryTaken, field: 'nombre' },
  saved: messages.catalogs.subcategorySaved,
  deletedStatus: configTexts.status.subcategoryDeleted,
  foreignKeys: {
    subcategories_id_maincategory_fkey: { field: 'id_maincategory', message: configTexts.categoryUnknown },
    subcategories_tipo_id_fkey: { field: 'id_type', message: configTexts.typeUnknown },
  },
  async insert(trx, body) {
    const icon = await iconByName(trx, body.icon ?? '');
    return trx
      .insertInto('subcategories')
      .values({ ...columns(body), icon: icon.name, url_image: icon.url })
      .returning(returned)
      .executeTakeFirstOrThrow();
  },
  async update(trx, id, body) {
    await refuseMovingUsed(trx, id, body);
    const icon = body.icon ? await iconByName(trx, body.icon) : null;
    return trx
      .updateTable('subcategories')
      .set({ ...columns(body), ...(icon ? { icon: icon.name, url_image: icon.url } : {}) })
      .where('id', '=', id)
      .returning(returned)
      .executeTakeFirst();
  },
  blockers: blockedByUsers('records', 'id_cat_secundaria', 'levantamientosAfectados', {
    status: configTexts.status.subcategoryInUse,
    message: messages.catalogs.deleteBlockedRecords,
  }),
  remove: (trx, id) => trx.deleteFrom('subcategories').where('id', '=', id).returning(returned).executeTakeFirst(),
};

/**
 * Subcategorías. Names are unique within their main category. A record keeps its category, type and
 * subcategory, so a subcategory that records use cannot move to another category or type (400); its name, icon
 * and state can change.
 */
export const subcategoryRoutes: FastifyPluginAsync<{ storage: MediaStorage }> = async (app, { storage }) => {
  registerCatalog(app, contract, subcategories, iconFormReader(app.db, storage));
};
