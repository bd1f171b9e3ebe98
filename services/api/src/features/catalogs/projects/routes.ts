import { configTexts, projectRoutes as contract, messages, type ProjectBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers } from '../usage.ts';
import { rowWrites } from '../writes.ts';

const status = configTexts.status;

export const projects: CatalogAggregate<ProjectBody> = {
  kind: 'project',
  table: 'projects',
  taken: { message: messages.catalogs.projectTaken, field: 'nombre' },
  saved: messages.catalogs.projectSaved,
  deletedStatus: status.projectDeleted,
  ...rowWrites('projects', 'nombre', (body: ProjectBody) => body),
  blockers: blockedByUsers('records', 'id_proyecto', 'levantamientosAfectados', {
    status: status.projectInUse,
    message: messages.catalogs.deleteBlockedRecords,
  }),
};

/** Proyectos (spec part 2 §7): the authorities of a deleted project keep no project. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, projects);
};
