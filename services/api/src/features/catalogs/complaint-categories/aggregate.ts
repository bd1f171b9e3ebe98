import type { Db } from '@ppd/db';
import { type ComplaintCategoryBody, configTexts, messages } from '@ppd/domain';
import { blockedByUsers } from '../usage.ts';
import { namedCatalog } from '../writes.ts';

export const complaintCategories = namedCatalog({
  kind: 'complaint_category',
  table: 'complaint_categories',
  name: 'name',
  saved: messages.catalogs.categorySaved,
  columns: ({ name, email, enabled }: ComplaintCategoryBody) => ({ name, email, enabled }),
  // Complaints keep their category: one with complaints is disabled rather than deleted.
  blockers: blockedByUsers('complaints', 'category_id', 'denunciasAfectadas', {
    status: configTexts.status.inComplaints,
    message: configTexts.blockedByComplaints,
  }),
});

/**
 * Categorías de denuncia as the configuration table lists them, disabled ones included. The app's and the complaints
 * screen's lists (complaintList, complaintCategories) belong to the complaints feature.
 */
export const listComplaintCategories = (db: Db) =>
  db.selectFrom('complaint_categories').select(['id', 'name', 'enabled', 'email']).orderBy('name').execute();
