import { type ComplaintCategoryBody, configTexts, complaintCategoryRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { usedBy } from '../usage.ts';

const returned = ['id', 'name'] as const;
const columns = ({ name, email, enabled }: ComplaintCategoryBody) => ({ name, email, enabled });

export const complaintCategories: CatalogAggregate<ComplaintCategoryBody> = {
  kind: 'complaint_category',
  table: 'complaint_categories',
  taken: { message: messages.catalogs.categoryTaken, field: 'name' },
  saved: messages.catalogs.categorySaved,
  deletedStatus: configTexts.status.deleted,
  insert: (trx, body) =>
    trx.insertInto('complaint_categories').values(columns(body)).returning(returned).executeTakeFirstOrThrow(),
  update: (trx, id, body) =>
    trx
      .updateTable('complaint_categories')
      .set(columns(body))
      .where('id', '=', id)
      .returning(returned)
      .executeTakeFirst(),
  // Complaints keep their category: one with complaints is disabled rather than deleted.
  async blockers(trx, id) {
    const complaints = await usedBy(trx, 'complaints', 'category_id', id);
    if (complaints.count === 0) return null;
    return {
      status: configTexts.status.inComplaints,
      message: configTexts.blockedByComplaints,
      lists: { denunciasAfectadas: complaints },
    };
  },
  remove: (trx, id) =>
    trx.deleteFrom('complaint_categories').where('id', '=', id).returning(returned).executeTakeFirst(),
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
