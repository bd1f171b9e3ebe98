import {
  configTexts,
  mainCategoryCreate,
  mainCategoryUpdate,
  messages,
  projectBody,
  recordTypeBody,
  subcategoryCreate,
  subcategoryUpdate,
} from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../ui/index.ts';
import { catalogKey, catalogsApi, pickable } from '../../records/catalogsApi.ts';
import { listOf, pathCalls } from '../catalogApi.ts';
import { IconImage } from '../fields/IconPicker.tsx';
import type { CatalogDef } from '../types.ts';
import { enabled, enabledField, stateColumn, text } from './columns.ts';

const c = configTexts.columns;
const s = configTexts.sections;
const base = '/api/ppd';

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
  schemas: { create: projectBody, update: projectBody },
  initial: (r) => ({ nombre: text(r, 'nombre'), lugar: text(r, 'lugar'), enabled: enabled(r) }),
  saved: messages.catalogs.projectSaved,
  ...pathCalls({
    create: `${base}/proyectos/newProject`,
    update: (id) => `${base}/proyectos/updateProject/${id}`,
    remove: (id) => `${base}/proyectos/deleteProject/${id}`,
  }),
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
  schemas: { create: mainCategoryCreate, update: mainCategoryUpdate },
  initial: (r) => ({ nombre: text(r, 'nombre'), icon: text(r, 'icon'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...pathCalls({
    create: `${base}/catprinc/newMainCategory`,
    update: (id) => `${base}/catprinc/updateMainCategory/${id}`,
    remove: (id) => `${base}/catprinc/deleteMainCategory/${id}`,
  }),
};

export const recordTypes: CatalogDef = {
  kind: 'survey_type',
  label: s.recordTypes,
  list: catalogsApi.types,
  columns: [{ label: c.name, render: (r) => text(r, 'nombre') }, stateColumn],
  title: (r) => text(r, 'nombre'),
  fields: [{ kind: 'text', name: 'nombre', label: c.name, maxLength: 200 }, enabledField],
  schemas: { create: recordTypeBody, update: recordTypeBody },
  initial: (r) => ({ nombre: text(r, 'nombre'), enabled: enabled(r) }),
  saved: messages.catalogs.surveyTypeSaved,
  ...pathCalls({
    create: `${base}/tipolevantamiento/newType`,
    update: (id) => `${base}/tipolevantamiento/updateType/${id}`,
    remove: (id) => `${base}/tipolevantamiento/deleteType/${id}`,
  }),
};

/** A picker's options: the enabled entries, plus the current one even if it was disabled since. */
function usePicker(def: CatalogDef, current: string): SelectOption[] {
  const { data = [] } = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  return pickable(data, current).map((row) => ({ value: String(row.id), label: def.title(row) }));
}

export const subcategories: CatalogDef = {
  kind: 'subcategory',
  label: s.subcategories,
  list: listOf(`${base}/subcategorias/getAllSubcategories`, 'subcategorias'),
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
  schemas: { create: subcategoryCreate, update: subcategoryUpdate },
  initial: (r) => ({
    nombre: text(r, 'nombre'),
    id_maincategory: text(r, 'id_maincategory'),
    id_type: text(r, 'tipo_id'),
    icon: text(r, 'icon'),
    enabled: enabled(r),
  }),
  saved: messages.catalogs.subcategorySaved,
  ...pathCalls({
    create: `${base}/subcategorias/newSubcategory`,
    update: (id) => `${base}/subcategorias/updateSubcategory/${id}`,
    remove: (id) => `${base}/subcategorias/deleteSubcategory/${id}`,
  }),
};
