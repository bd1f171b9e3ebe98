import type { Db } from '@ppd/db';
import { type ActivityCategoryBody, configTexts } from '@ppd/domain';
import { blockedByUsers } from '../usage.ts';
import { namedCatalog } from '../writes.ts';

/** Categorías de eventos (the activities screen's select and calendar legend colours). */
export const activityCategories = namedCatalog({
  kind: 'activity_category',
  table: 'activity_categories',
  name: 'name',
  saved: configTexts.saved.activityCategory,
  // Without a colour a new category takes the column's default (neutral) and an edited one keeps its own.
  columns: ({ name, color }: ActivityCategoryBody) => ({ name, color }),
  blockers: blockedByUsers('activities', 'category_id', 'eventosAfectados', {
    status: configTexts.status.inActivities,
    message: configTexts.blockedByActivities,
  }),
});

export const listActivityCategories = (db: Db) =>
  db.selectFrom('activity_categories').select(['id', 'name', 'color']).orderBy('name').execute();
