import type { AuthorityCategoryBody } from '@ppd/domain';
import { messages } from '@ppd/domain';
import { namedCatalog } from '../writes.ts';

/** Tipos de autoridad; authorities of a deleted one simply have none (ON DELETE SET NULL): nothing blocks a delete. */
export const authorityCategories = namedCatalog({
  kind: 'authority_category',
  table: 'authority_categories',
  name: 'name_category',
  saved: messages.catalogs.categorySaved,
  columns: ({ name_category, area, enabled }: AuthorityCategoryBody) => ({ name_category, area, enabled }),
});
