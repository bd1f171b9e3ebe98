import { configTexts, mainCategoryRoutes as contract, type MainCategoryBody, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../../plugins/auth.ts';
import { validationError } from '../../../plugins/errors.ts';
import type { MediaStorage } from '../../../shared/media/storage.ts';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { usedBy } from '../usage.ts';
import { iconByName, iconFormReader, listIcons, readIconForm, storeIcon } from './icons.ts';

const status = configTexts.status;
const returned = ['id', 'nombre as name'] as const;

export const mainCategories: CatalogAggregate<MainCategoryBody> = {
  kind: 'place_category',
  table: 'main_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'nombre' },
  saved: messages.catalogs.categorySaved,
  deletedStatus: status.categoryDeleted,
  async insert(trx, { icon, ...body }) {
    const chosen = await iconByName(trx, icon ?? '');
    return trx
      .insertInto('main_categories')
      .values({ ...body, icon: chosen.name, url_image: chosen.url })
      .returning(returned)
      .executeTakeFirstOrThrow();
  },
  async update(trx, id, { icon, ...body }) {
    const chosen = icon ? await iconByName(trx, icon) : null;
    return trx
      .updateTable('main_categories')
      .set({ ...body, ...(chosen ? { icon: chosen.name, url_image: chosen.url } : {}) })
      .where('id', '=', id)
      .returning(returned)
      .executeTakeFirst();
  },
  /** Records first (their status has its own dialog), then subcategories (spec part 2 §4). */
  async blockers(trx, id) {
    const records = await usedBy(trx, 'records', 'id_cat_principal', id);
    const subcategories = await usedBy(trx, 'subcategories', 'id_maincategory', id);
    if (records.count > 0) {
      return {
        status: status.categoryInRecords,
        message: messages.catalogs.deleteBlockedRecords,
        lists: { levantamientosAfectados: records, subcategoriasAfectadas: subcategories },
      };
    }
    if (subcategories.count === 0) return null;
    return {
      status: status.categoryInSubcategories,
      message: messages.catalogs.deleteBlockedSubcategories,
      lists: { levantamientosAfectados: records, subcategoriasAfectadas: subcategories },
    };
  },
  remove: (trx, id) => trx.deleteFrom('main_categories').where('id', '=', id).returning(returned).executeTakeFirst(),
};

/** Categorías (place categories) and the icon library they and the subcategories pick from. */
export const mainCategoryRoutes: FastifyPluginAsync<{ storage: MediaStorage }> = async (app, { storage }) => {
  registerCatalog(app, contract, mainCategories, iconFormReader(app.db, storage));

  serve(app, contract.icons, async () => ({ icons: await listIcons(app.db) }));

  // An icon on its own (multipart `icon`, optional `name`), for the library.
  serve(app, contract.newIcon, async (request) => {
    const { fields, image } = await readIconForm(request);
    if (!image) throw validationError('icon', messages.catalogs.iconRequired);
    const label = typeof fields.name === 'string' && fields.name.trim() ? fields.name : 'icono';
    return storeIcon(app.db, storage, sessionOf(request), image, label);
  });
};
