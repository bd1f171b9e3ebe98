import {
  configTexts,
  mainCategoryRoutes,
  messages,
  projectRoutes,
  recordTypeRoutes,
  subcategoryRoutes,
} from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { catalogKey, catalogsApi, listUnder, pickable } from '../../../lib/catalogsApi.ts';
import type { SelectOption } from '../../../ui/index.ts';
import { changesOf } from '../catalogApi.ts';
import { IconImage } from '../fields/IconPicker.tsx';
import type { CatalogDef } from '../types.ts';
import { enabled, enabledField, stateColumn, text } from './columns.ts';

const c = configTexts.columns;
const s = configTexts.sections;

export const projects: CatalogDef = {
  kind: 'project',
  label: s.projects,
  list: catalogsApi.projects,
  columns: [
    { label: c.name, render: (r) => text(r, 'nombre') },
    { label: c.place, render: (r) => text(r, 'lugar') },
    stateColumn,
  ],
  title: (r) => text(r, 'nombre'),
  fields: [
    { kind: 'text', name: 'nombre', label: c.name, maxLength: 200 },
    { kind: 'text', name: 'lugar', label: c.place, maxLength: 200 },
    enabledField,
  ],
  initial: (r) => ({ nombre: text(r, 'nombre'), lugar: text(r, 'lugar'), enabled: enabled(r) }),
  saved: messages.catalogs.projectSaved,
  ...changesOf(projectRoutes),
};

export const mainCategories: CatalogDef = {
  kind: 'place_category',
  label: s.mainCategories,
  list: catalogsApi.mainCategories,
  columns: [
    {
      label: c.icon,
      width: 'icon',
      render: (r) => <IconImage url={r.url_image as string | null} alt={text(r, 'icon')} />,
    },
    { label: c.name, render: (r) => text(r, 'nombre') },
    stateColumn,
  ],
  title: (r) => text(r, 'nombre'),
  fields: [
    { kind: 'text', name: 'nombre', label: c.name, maxLength: 200 },
    { kind: 'icon', name: 'icon', label: c.icon },
    enabledField,
  ],
  initial: (r) => ({ nombre: text(r, 'nombre'), icon: text(r, 'icon'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...changesOf(mainCategoryRoutes),
};

export const recordTypes: CatalogDef = {
  kind: 'survey_type',
  label: s.recordTypes,
  list: catalogsApi.types,
  columns: [{ label: c.name, render: (r) => text(r, 'nombre') }, stateColumn],
  title: (r) => text(r, 'nombre'),
  fields: [{ kind: 'text', name: 'nombre', label: c.name, maxLength: 200 }, enabledField],
  initial: (r) => ({ nombre: text(r, 'nombre'), enabled: enabled(r) }),
  saved: messages.catalogs.surveyTypeSaved,
  ...changesOf(recordTypeRoutes),
};

/** A picker's options: the enabled entries, plus the current one even if it was disabled since. */
function usePicker(def: CatalogDef, current: string): SelectOption[] {
  const { data = [] } = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  return pickable(data, current).map((row) => ({ value: String(row.id), label: def.title(row) }));
}

export const subcategories: CatalogDef = {
  kind: 'subcategory',
  label: s.subcategories,
  list: listUnder(subcategoryRoutes.list, 'subcategorias'),
  columns: [
    { label: c.name, render: (r) => text(r, 'nombre') },
    { label: c.category, render: (r) => text(r, 'cat_principal_nombre') },
    { label: c.type, render: (r) => text(r, 'tipo_nombre') },
    stateColumn,
  ],
  title: (r) => text(r, 'nombre'),
  fields: [
    { kind: 'text', name: 'nombre', label: c.name, maxLength: 200 },
    { kind: 'select', name: 'id_maincategory', label: c.category, useOptions: (v) => usePicker(mainCategories, v) },
    { kind: 'select', name: 'id_type', label: c.type, useOptions: (v) => usePicker(recordTypes, v) },
    { kind: 'icon', name: 'icon', label: c.icon },
    enabledField,
  ],
  initial: (r) => ({
    nombre: text(r, 'nombre'),
    id_maincategory: text(r, 'id_maincategory'),
    id_type: text(r, 'tipo_id'),
    icon: text(r, 'icon'),
    enabled: enabled(r),
  }),
  saved: messages.catalogs.subcategorySaved,
  ...changesOf(subcategoryRoutes),
};
