import { configTexts, recordTypeRoutes as contract, messages, RECORD_TYPES, type RecordTypeBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { usedBy } from '../usage.ts';
import { rowWrites } from '../writes.ts';

export const recordTypes: CatalogAggregate<RecordTypeBody> = {
  kind: 'survey_type',
  table: 'record_types',
  taken: { message: messages.catalogs.surveyTypeTaken, field: 'nombre' },
  saved: messages.catalogs.surveyTypeSaved,
  deletedStatus: configTexts.status.deleted,
  ...rowWrites('record_types', 'nombre', (body: RecordTypeBody) => body),
  // The spec shows no blocked answer for types; ours lists what would be orphaned, like the categories'. The two the
  // system knows by id (map colours, export sheets) are never deleted.
  async blockers(trx, id) {
    if (id in RECORD_TYPES) {
      return { status: configTexts.status.builtInType, message: messages.catalogs.builtInRecordType, lists: {} };
    }
    const records = await usedBy(trx, 'records', 'id_tipo', id);
    const subcategories = await usedBy(trx, 'subcategories', 'tipo_id', id);
    if (records.count === 0 && subcategories.count === 0) return null;
    return {
      status: configTexts.status.typeInUse,
      message:
        records.count > 0 ? messages.catalogs.deleteBlockedRecords : messages.catalogs.deleteBlockedSubcategories,
      lists: { levantamientosAfectados: records, subcategoriasAfectadas: subcategories },
    };
  },
};

/** Tipos de levantamiento (spec part 2 §7). */
export const recordTypeRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, recordTypes);
};
