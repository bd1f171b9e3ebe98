import type { Db, NewComplaint } from '@ppd/db';
import { createUser, uniqueEmail } from './users.ts';

interface CategoryValues {
  name: string;
  email?: string;
  first_answer_days?: number;
  closing_days?: number;
}

/**
 * A new visitor's complaint in a category of its own (`name` and a unique tail, so files running side by side never
 * share one), filed now unless `complaint` says otherwise.
 */
export async function visitorComplaint(db: Db, category: CategoryValues, complaint: Partial<NewComplaint> = {}) {
  const visitor = await createUser(db, { type: 'visitor', email: uniqueEmail('denunciante') });
  const inserted = await db
    .insertInto('complaint_categories')
    .values({ ...category, name: `${category.name} ${uniqueEmail('c')}` })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('complaints')
    .values({
      category_id: inserted.id,
      visitor_id: visitor.id,
      date: new Date(),
      updated_at: new Date(),
      ...complaint,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, visitor, category: inserted };
}
