import {
  type ActivityCategoryBody,
  configTexts,
  activityCategoryRoutes as contract,
  GEOMETRY_COLORS,
  messages,
} from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers } from '../usage.ts';

const returned = ['id', 'name'] as const;

export const activityCategories: CatalogAggregate<ActivityCategoryBody> = {
  kind: 'activity_category',
  table: 'activity_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name' },
  saved: configTexts.saved.activityCategory,
  deletedStatus: configTexts.status.deleted,
  insert: (trx, { name, color = GEOMETRY_COLORS.neutral }) =>
    trx.insertInto('activity_categories').values({ name, color }).returning(returned).executeTakeFirstOrThrow(),
  update: (trx, id, body) =>
    trx.updateTable('activity_categories').set(body).where('id', '=', id).returning(returned).executeTakeFirst(),
  remove: (trx, id) =>
    trx.deleteFrom('activity_categories').where('id', '=', id).returning(returned).executeTakeFirst(),
  blockers: blockedByUsers('activities', 'category_id', 'eventosAfectados', {
    status: configTexts.status.inActivities,
    message: configTexts.blockedByActivities,
  }),
};

/** Categorías de eventos (the events screen's select and calendar legend colours). */
export const activityCategoryRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, activityCategories);
  serve(app, contract.list, async () =>
    app.db.selectFrom('activity_categories').select(['id', 'name', 'color']).orderBy('name').execute(),
  );
};
