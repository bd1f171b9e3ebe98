import { type AuthorityCategoryBody, configTexts, authorityCategoryRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { rowWrites } from '../writes.ts';

const columns = ({ name_category, area, enabled }: AuthorityCategoryBody) => ({ name_category, area, enabled });

/** Authorities of a deleted category simply have none (ON DELETE SET NULL): nothing blocks a delete. */
export const authorityCategories: CatalogAggregate<AuthorityCategoryBody> = {
  kind: 'authority_category',
  table: 'authority_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name_category' },
  saved: messages.catalogs.categorySaved,
  deletedStatus: configTexts.status.deleted,
  ...rowWrites('authority_categories', 'name_category', columns),
};

/** Tipos de autoridad; the list (GET /authorities/categories/listAll) is served with the monitors. */
export const authorityCategoryRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, authorityCategories);
};
