import {
  activityCategoryRoutes,
  authorityCategoryRoutes,
  complaintCategoryRoutes,
  emergencyNumberRoutes,
  mainCategoryRoutes as mainCategories,
  placeRoutes,
  projectRoutes as projectContract,
  recordTypeRoutes as recordTypeContract,
  subcategoryRoutes as subcategories,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { activityCategories, listActivityCategories } from './activity-categories/aggregate.ts';
import { authorityCategories } from './authority-categories/aggregate.ts';
import { complaintCategories, listComplaintCategories } from './complaint-categories/aggregate.ts';
import { emergencyNumbers, listEmergencyNumbers } from './emergency-numbers/aggregate.ts';
import { mainCategoryRoutes } from './main-categories/routes.ts';
import { listPlaces, places } from './places/aggregate.ts';
import { projects } from './projects/aggregate.ts';
import { listMainCategories, listProjects, listSubcategories, listTypes } from './queries.ts';
import { recordTypes } from './record-types/aggregate.ts';
import { registerCatalog } from './register.ts';
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
  await app.register(mainCategoryRoutes, { storage });
  await app.register(subcategoryRoutes, { storage });
  await app.register(responseTargetRoutes);
  registerCatalog(app, projectContract, projects);
  registerCatalog(app, recordTypeContract, recordTypes);
  registerCatalog(app, authorityCategoryRoutes, authorityCategories);
  registerCatalog(app, complaintCategoryRoutes, complaintCategories);
  registerCatalog(app, emergencyNumberRoutes, emergencyNumbers);
  registerCatalog(app, activityCategoryRoutes, activityCategories);
  registerCatalog(app, placeRoutes, places);
  // Tipos de autoridad are listed with the authorities (GET /authorities/categories/listAll).
  serve(app, complaintCategoryRoutes.list, async () => listComplaintCategories(app.db));
  serve(app, emergencyNumberRoutes.list, async () => listEmergencyNumbers(app.db));
  serve(app, activityCategoryRoutes.list, async () => listActivityCategories(app.db));
  serve(app, placeRoutes.list, async () => listPlaces(app.db));

  serve(app, projectContract.list, async () => ({ proyectos: await listProjects(app.db) }));
  serve(app, mainCategories.list, async () => ({ categorias: await listMainCategories(app.db) }));
  serve(app, recordTypeContract.list, async () => ({ tipos: await listTypes(app.db) }));
  serve(app, subcategories.ofCategoryAndType, async (request) => ({
    subcategorias: await listSubcategories(app.db, {
      onlyEnabled: true,
      mainCategory: request.body.id_maincategory,
      type: request.body.id_type,
    }),
  }));
  serve(app, subcategories.list, async () => ({ subcategorias: await listSubcategories(app.db) }));

  serve(app, projectContract.explorerList, async () => ({ proyectos: await listProjects(app.db, true) }));
  serve(app, mainCategories.explorerList, async () => ({
    categorias: (await listMainCategories(app.db, true)).map(({ nombre, ...c }) => ({
      ...c,
      nombre_categoria: nombre,
    })),
  }));
  serve(app, subcategories.explorerList, async () => ({
    subcategorias: await listSubcategories(app.db, { onlyEnabled: true }),
  }));
  serve(app, recordTypeContract.explorerList, async () => ({ tipos: await listTypes(app.db, true) }));
};
