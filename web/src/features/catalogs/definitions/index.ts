import type { CatalogDef } from '../types.ts';
import { activityCategories, authorityCategories, complaintCategories, emergencyNumbers, places } from './others.tsx';
import { mainCategories, projects, recordTypes, subcategories } from './records.tsx';

/** The Configuración sections, in the spec's order, then the events screen's two catalogues. */
export const CONFIG_SECTIONS: readonly CatalogDef[] = [
  projects,
  authorityCategories,
  mainCategories,
  recordTypes,
  complaintCategories,
  subcategories,
  emergencyNumbers,
  activityCategories,
  places,
];

/** The Administración tabs. */
export const ADMIN_TABS: readonly CatalogDef[] = [projects, mainCategories, subcategories];
