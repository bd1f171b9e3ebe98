import { type ComplaintCategoryBody, configTexts, complaintCategoryRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers } from '../usage.ts';
import { rowWrites } from '../writes.ts';

const columns = ({ name, email, enabled }: ComplaintCategoryBody) => ({ name, email, enabled });

export const complaintCategories: CatalogAggregate<ComplaintCategoryBody> = {
  kind: 'complaint_category',
  table: 'complaint_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name' },
  saved: messages.catalogs.categorySaved,
  deletedStatus: configTexts.status.deleted,
  ...rowWrites('complaint_categories', 'name', columns),
  // Complaints keep their category: one with complaints is disabled rather than deleted.
  blockers: blockedByUsers('complaints', 'category_id', 'denunciasAfectadas', {
    status: configTexts.status.inComplaints,
    message: configTexts.blockedByComplaints,
  }),
};

/**
 * Categorías de denuncia. The app's and the complaints screen's lists (complaintList, complaintCategories) belong
 * to the complaints feature; GET here is the configuration table's, disabled categories included.
 */
export const complaintCategoryRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, complaintCategories);
  serve(app, contract.list, async () =>
    app.db.selectFrom('complaint_categories').select(['id', 'name', 'enabled', 'email']).orderBy('name').execute(),
  );
};
