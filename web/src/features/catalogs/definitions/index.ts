import type { CatalogDef } from '../types.ts';
import { authorityCategories, complaintCategories, emergencyNumbers, eventCategories, places } from './others.tsx';
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
  eventCategories,
  places,
];

/** The Administración tabs. */
export const ADMIN_TABS: readonly CatalogDef[] = [projects, mainCategories, subcategories];
