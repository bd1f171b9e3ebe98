import { type AuthorityCategoryBody, configTexts, authorityCategoryRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';

const returned = ['id', 'name_category as name'] as const;
const columns = ({ name_category, area, enabled }: AuthorityCategoryBody) => ({ name_category, area, enabled });

/** Authorities of a deleted category simply have none (ON DELETE SET NULL): nothing blocks a delete. */
export const authorityCategories: CatalogAggregate<AuthorityCategoryBody> = {
  kind: 'authority_category',
  table: 'authority_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name_category' },
  saved: messages.catalogs.categorySaved,
  deletedStatus: configTexts.status.deleted,
  insert: (trx, body) =>
    trx.insertInto('authority_categories').values(columns(body)).returning(returned).executeTakeFirstOrThrow(),
  update: (trx, id, body) =>
    trx
      .updateTable('authority_categories')
      .set(columns(body))
      .where('id', '=', id)
      .returning(returned)
      .executeTakeFirst(),
  remove: (trx, id) =>
    trx.deleteFrom('authority_categories').where('id', '=', id).returning(returned).executeTakeFirst(),
};

/** Tipos de autoridad; the list (GET /authorities/categories/listAll) is served with the monitors. */
export const authorityCategoryRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, authorityCategories);
};
