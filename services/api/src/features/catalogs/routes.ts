import {
  mainCategoryRoutes as mainCategories,
  projectRoutes as projects,
  recordTypeRoutes as recordTypes,
  subcategoryRoutes as subcategories,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { activityCategoryRoutes } from './activity-categories/routes.ts';
import { authorityCategoryRoutes } from './authority-categories/routes.ts';
import { complaintCategoryRoutes } from './complaint-categories/routes.ts';
import { emergencyNumberRoutes } from './emergency-numbers/routes.ts';
import { mainCategoryRoutes } from './main-categories/routes.ts';
import { placeRoutes } from './places/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { listMainCategories, listProjects, listSubcategories, listTypes } from './queries.ts';
import { recordTypeRoutes } from './record-types/routes.ts';
import { responseTargetRoutes } from './response-targets/routes.ts';
import { subcategoryRoutes } from './subcategories/routes.ts';

export interface CatalogRoutesOptions {
  /** Where uploaded icons are stored (served under /media/icons/). */
  storage: MediaStorage;
}

/**
 * The configuration catalogues. Reference lists: staff's with disabled items (the configuration tables; pickers
 * leave disabled ones out), the explorer's (no token) with enabled ones only. Changes: admins only, one folder
 * per catalogue, each audited under Configuración.
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { storage }) => {
  await app.register(projectRoutes);
  await app.register(mainCategoryRoutes, { storage });
  await app.register(recordTypeRoutes);
  await app.register(subcategoryRoutes, { storage });
  await app.register(authorityCategoryRoutes);
  await app.register(complaintCategoryRoutes);
  await app.register(emergencyNumberRoutes);
  await app.register(activityCategoryRoutes);
  await app.register(placeRoutes);
  await app.register(responseTargetRoutes);

  serve(app, projects.list, async () => ({ proyectos: await listProjects(app.db) }));
  serve(app, mainCategories.list, async () => ({ categorias: await listMainCategories(app.db) }));
  serve(app, recordTypes.list, async () => ({ tipos: await listTypes(app.db) }));
  serve(app, subcategories.ofCategoryAndType, async (request) => ({
    subcategorias: await listSubcategories(app.db, {
      onlyEnabled: true,
      mainCategory: request.body.id_maincategory,
      type: request.body.id_type,
    }),
  }));
  serve(app, subcategories.list, async () => ({ subcategorias: await listSubcategories(app.db) }));

  serve(app, projects.explorerList, async () => ({ proyectos: await listProjects(app.db, true) }));
  serve(app, mainCategories.explorerList, async () => ({
    categorias: (await listMainCategories(app.db, true)).map(({ nombre, ...c }) => ({
      ...c,
      nombre_categoria: nombre,
    })),
  }));
  serve(app, subcategories.explorerList, async () => ({
    subcategorias: await listSubcategories(app.db, { onlyEnabled: true }),
  }));
  serve(app, recordTypes.explorerList, async () => ({ tipos: await listTypes(app.db, true) }));
};
