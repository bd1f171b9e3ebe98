import {
  AUTHORITY_AREAS,
  activityCategoryRoutes,
  authorityCategoryRoutes,
  complaintCategoryRoutes,
  configTexts,
  emergencyNumberRoutes,
  messages,
  placeRoutes,
} from '@ppd/domain';
import { catalogsApi } from '../../../lib/catalogsApi.ts';
import { changesOf, listOf } from '../catalogApi.ts';
import type { CatalogDef } from '../types.ts';
import { enabled, enabledField, stateColumn, text } from './columns.ts';

const c = configTexts.columns;
const s = configTexts.sections;
const areas = AUTHORITY_AREAS.map((a) => ({ value: a, label: a }));

export const authorityCategories: CatalogDef = {
  kind: 'authority_category',
  label: s.authorityCategories,
  tableTitle: configTexts.tableTitles.authorityCategories,
  list: catalogsApi.authorityCategories,
  columns: [
    { label: c.category, render: (r) => text(r, 'name_category') },
    { label: c.area, render: (r) => text(r, 'area') },
    stateColumn,
  ],
  title: (r) => text(r, 'name_category'),
  fields: [
    { kind: 'text', name: 'name_category', label: c.category, maxLength: 200 },
    { kind: 'select', name: 'area', label: c.area, useOptions: () => areas },
    enabledField,
  ],
  initial: (r) => ({ name_category: text(r, 'name_category'), area: text(r, 'area'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...changesOf(authorityCategoryRoutes),
};

export const complaintCategories: CatalogDef = {
  kind: 'complaint_category',
  label: s.complaintCategories,
  list: listOf(complaintCategoryRoutes.list),
  columns: [
    { label: c.name, render: (r) => text(r, 'name') },
    { label: c.emails, render: (r) => text(r, 'email').split(',').filter(Boolean).join(', ') },
    stateColumn,
  ],
  title: (r) => text(r, 'name'),
  fields: [
    { kind: 'text', name: 'name', label: c.name, maxLength: 200 },
    { kind: 'emails', name: 'email', label: c.emails },
    enabledField,
  ],
  initial: (r) => ({ name: text(r, 'name'), email: text(r, 'email'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...changesOf(complaintCategoryRoutes),
};

export const emergencyNumbers: CatalogDef = {
  kind: 'emergency_number',
  label: s.emergencyNumbers,
  list: listOf(emergencyNumberRoutes.list),
  columns: [
    { label: c.name, render: (r) => text(r, 'nombre') },
    { label: c.number, render: (r) => text(r, 'numero') },
  ],
  title: (r) => `${text(r, 'nombre')} ${text(r, 'numero')}`,
  fields: [
    { kind: 'text', name: 'nombre', label: c.name, maxLength: 200 },
    { kind: 'text', name: 'numero', label: c.number, maxLength: 30 },
  ],
  initial: (r) => ({ nombre: text(r, 'nombre'), numero: text(r, 'numero') }),
  saved: messages.catalogs.emergencyNumberSaved,
  ...changesOf(emergencyNumberRoutes),
};

export const activityCategories: CatalogDef = {
  kind: 'activity_category',
  label: s.activityCategories,
  list: listOf(activityCategoryRoutes.list),
  columns: [
    { label: c.name, render: (r) => text(r, 'name') },
    {
      label: c.color,
      width: 'short',
      render: (r) => (
        <span className="color-swatch" style={{ background: text(r, 'color') }} title={text(r, 'color')} />
      ),
    },
  ],
  title: (r) => text(r, 'name'),
  fields: [
    { kind: 'text', name: 'name', label: c.name, maxLength: 200 },
    { kind: 'color', name: 'color', label: c.color },
  ],
  initial: (r) => ({ name: text(r, 'name'), color: text(r, 'color') || '#58A5CC' }),
  saved: configTexts.saved.activityCategory,
  ...changesOf(activityCategoryRoutes),
};

/** Venues: the name here; an outline (GeoJSON) can be sent through the API and is kept on edit. */
export const places: CatalogDef = {
  kind: 'place',
  label: s.places,
  list: listOf(placeRoutes.list),
  columns: [{ label: c.name, render: (r) => text(r, 'nombre') }],
  title: (r) => text(r, 'nombre'),
  fields: [{ kind: 'text', name: 'nombre', label: c.name, maxLength: 200 }],
  initial: (r) => ({ nombre: text(r, 'nombre') }),
  saved: configTexts.saved.place,
  ...changesOf(placeRoutes),
};
