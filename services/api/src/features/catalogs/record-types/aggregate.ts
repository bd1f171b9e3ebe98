import { configTexts, messages, RECORD_TYPES, type RecordTypeBody } from '@ppd/domain';
import { usedBy } from '../usage.ts';
import { namedCatalog } from '../writes.ts';

/** Tipos de levantamiento (spec part 2 §7). */
export const recordTypes = namedCatalog({
  kind: 'survey_type',
  table: 'record_types',
  name: 'nombre',
  taken: messages.catalogs.surveyTypeTaken,
  saved: messages.catalogs.surveyTypeSaved,
  columns: (body: RecordTypeBody) => body,
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
});
