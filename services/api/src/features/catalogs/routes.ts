import {
  explorerCategoryItem,
  mainCategoryItem,
  projectItem,
  subcategoriesBody,
  subcategoryItem,
  typeItem,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../plugins/auth.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { authorityCategoryRoutes } from './authority-categories/routes.ts';
import { complaintCategoryRoutes } from './complaint-categories/routes.ts';
import { emergencyNumberRoutes } from './emergency-numbers/routes.ts';
import { eventCategoryRoutes } from './event-categories/routes.ts';
import { mainCategoryRoutes } from './main-categories/routes.ts';
import { placeRoutes } from './places/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { listMainCategories, listProjects, listSubcategories, listTypes } from './queries.ts';
import { recordTypeRoutes } from './record-types/routes.ts';
import { subcategoryRoutes } from './subcategories/routes.ts';

const reply = <K extends string, T extends z.ZodType>(key: K, item: T) => ({
  200: z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }),
});

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
  await app.register(eventCategoryRoutes);
  await app.register(placeRoutes);

  app.get(
    '/api/ppd/proyectos/getProjects',
    { schema: { response: reply('proyectos', projectItem) }, config: { access: STAFF } },
    async () => ({ proyectos: await listProjects(app.db) }),
  );
  app.get(
    '/api/ppd/catprinc/getMainCategories',
    { schema: { response: reply('categorias', mainCategoryItem) }, config: { access: STAFF } },
    async () => ({ categorias: await listMainCategories(app.db) }),
  );
  app.get(
    '/api/ppd/tipolevantamiento/getTypes',
    { schema: { response: reply('tipos', typeItem) }, config: { access: STAFF } },
    async () => ({ tipos: await listTypes(app.db) }),
  );
  // The save dialog's list: the enabled subcategories of one category and type.
  app.post(
    '/api/ppd/subcategorias/getSubcategories',
    {
      schema: { body: subcategoriesBody, response: reply('subcategorias', subcategoryItem) },
      config: { access: STAFF },
    },
    async (request) => ({
      subcategorias: await listSubcategories(app.db, {
        onlyEnabled: true,
        mainCategory: request.body.id_maincategory,
        type: request.body.id_type,
      }),
    }),
  );
  app.get(
    '/api/ppd/subcategorias/getAllSubcategories',
    { schema: { response: reply('subcategorias', subcategoryItem) }, config: { access: STAFF } },
    async () => ({ subcategorias: await listSubcategories(app.db) }),
  );

  app.get(
    '/api/ppd/proyectos/getProjectsToExplorer',
    { schema: { response: reply('proyectos', projectItem) }, config: { access: 'public' } },
    async () => ({ proyectos: await listProjects(app.db, true) }),
  );
  app.get(
    '/api/ppd/catprinc/getMainCategoriesToExplorer',
    { schema: { response: reply('categorias', explorerCategoryItem) }, config: { access: 'public' } },
    async () => ({
      categorias: (await listMainCategories(app.db, true)).map(({ nombre, ...c }) => ({
        ...c,
        nombre_categoria: nombre,
      })),
    }),
  );
  app.get(
    '/api/ppd/subcategorias/getAllSubcategoriesToExplorer',
    { schema: { response: reply('subcategorias', subcategoryItem) }, config: { access: 'public' } },
    async () => ({ subcategorias: await listSubcategories(app.db, { onlyEnabled: true }) }),
  );
  app.get(
    '/api/ppd/tipolevantamiento/getTypesToExplorer',
    { schema: { response: reply('tipos', typeItem) }, config: { access: 'public' } },
    async () => ({ tipos: await listTypes(app.db, true) }),
  );
};
