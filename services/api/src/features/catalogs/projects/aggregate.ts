import { configTexts, messages, type ProjectBody } from '@ppd/domain';
import { blockedByUsers } from '../usage.ts';
import { namedCatalog } from '../writes.ts';

const status = configTexts.status;

/** Proyectos (spec part 2 §7): the authorities of a deleted project keep no project. */
export const projects = namedCatalog({
  kind: 'project',
  table: 'projects',
  name: 'nombre',
  taken: messages.catalogs.projectTaken,
  saved: messages.catalogs.projectSaved,
  deletedStatus: status.projectDeleted,
  columns: (body: ProjectBody) => body,
  blockers: blockedByUsers('records', 'id_proyecto', 'levantamientosAfectados', {
    status: status.projectInUse,
    message: messages.catalogs.deleteBlockedRecords,
  }),
});
