import {
  configTexts,
  eventCategoryRoutes as contract,
  type EventCategoryBody,
  GEOMETRY_COLORS,
  messages,
} from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers } from '../usage.ts';

const returned = ['id', 'name'] as const;

export const eventCategories: CatalogAggregate<EventCategoryBody> = {
  kind: 'event_category',
  table: 'event_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name' },
  saved: configTexts.saved.eventCategory,
  deletedStatus: configTexts.status.deleted,
  insert: (trx, { name, color = GEOMETRY_COLORS.neutral }) =>
    trx.insertInto('event_categories').values({ name, color }).returning(returned).executeTakeFirstOrThrow(),
  update: (trx, id, body) =>
    trx.updateTable('event_categories').set(body).where('id', '=', id).returning(returned).executeTakeFirst(),
  remove: (trx, id) => trx.deleteFrom('event_categories').where('id', '=', id).returning(returned).executeTakeFirst(),
  blockers: blockedByUsers('events', 'category_id', 'eventosAfectados', {
    status: configTexts.status.inEvents,
    message: configTexts.blockedByEvents,
  }),
};

/** Categorías de eventos (the events screen's select and calendar legend colours). */
export const eventCategoryRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, eventCategories);
  serve(app, contract.list, async () =>
    app.db.selectFrom('event_categories').select(['id', 'name', 'color']).orderBy('name').execute(),
  );
};
