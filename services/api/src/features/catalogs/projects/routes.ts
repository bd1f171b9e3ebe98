import { configTexts, projectRoutes as contract, messages, type ProjectBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { usedBy } from '../usage.ts';

const status = configTexts.status;

export const projects: CatalogAggregate<ProjectBody> = {
  kind: 'project',
  table: 'projects',
  taken: { message: messages.catalogs.projectTaken, field: 'nombre' },
  saved: messages.catalogs.projectSaved,
  deletedStatus: status.projectDeleted,
  insert: (trx, body) =>
    trx.insertInto('projects').values(body).returning(['id', 'nombre as name']).executeTakeFirstOrThrow(),
  update: (trx, id, body) =>
    trx.updateTable('projects').set(body).where('id', '=', id).returning(['id', 'nombre as name']).executeTakeFirst(),
  async blockers(trx, id) {
    const records = await usedBy(trx, 'records', 'id_proyecto', id);
    if (records.count === 0) return null;
    return {
      status: status.projectInUse,
      message: messages.catalogs.deleteBlockedRecords,
      lists: { levantamientosAfectados: records },
    };
  },
  remove: (trx, id) =>
    trx.deleteFrom('projects').where('id', '=', id).returning(['id', 'nombre as name']).executeTakeFirst(),
};

/** Proyectos (spec part 2 §7): the authorities of a deleted project keep no project. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, projects);
};
