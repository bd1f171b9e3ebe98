import {
  AUTHORITY_AREAS,
  authorityCategoryCreate,
  complaintCategoryCreate,
  configTexts,
  emergencyNumberBody,
  eventCategoryBody,
  messages,
  placeBody,
} from '@ppd/domain';
import { catalogsApi } from '../../records/catalogsApi.ts';
import { bodyIdCalls, listOf, pathCalls } from '../catalogApi.ts';
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
  // The id goes in the body (added by the call), so the form validates with the create schema.
  schemas: { create: authorityCategoryCreate, update: authorityCategoryCreate },
  initial: (r) => ({ name_category: text(r, 'name_category'), area: text(r, 'area'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...bodyIdCalls('/authorities/categories', '/authorities/categories/update'),
};

export const complaintCategories: CatalogDef = {
  kind: 'complaint_category',
  label: s.complaintCategories,
  list: listOf('/visitors/complaint/categories'),
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
  schemas: { create: complaintCategoryCreate, update: complaintCategoryCreate },
  initial: (r) => ({ name: text(r, 'name'), email: text(r, 'email'), enabled: enabled(r) }),
  saved: messages.catalogs.categorySaved,
  ...bodyIdCalls('/visitors/complaint/categories', '/visitors/complaint/categories'),
};

export const emergencyNumbers: CatalogDef = {
  kind: 'emergency_number',
  label: s.emergencyNumbers,
  list: listOf('/api/emergencynumbers/getnumbers'),
  columns: [
    { label: c.name, render: (r) => text(r, 'nombre') },
    { label: c.number, render: (r) => text(r, 'numero') },
  ],
  title: (r) => `${text(r, 'nombre')} ${text(r, 'numero')}`,
  fields: [
    { kind: 'text', name: 'nombre', label: c.name, maxLength: 200 },
    { kind: 'text', name: 'numero', label: c.number, maxLength: 30 },
  ],
  schemas: { create: emergencyNumberBody, update: emergencyNumberBody },
  initial: (r) => ({ nombre: text(r, 'nombre'), numero: text(r, 'numero') }),
  saved: messages.catalogs.emergencyNumberSaved,
  ...pathCalls({
    create: '/api/emergencynumbers/createnumber/',
    update: (id) => `/api/emergencynumbers/updatenumber/${id}`,
    remove: (id) => `/api/emergencynumbers/deletenumber/${id}`,
  }),
};

const eventCategoriesPath = '/api/config/categories/events';
export const eventCategories: CatalogDef = {
  kind: 'event_category',
  label: s.eventCategories,
  list: listOf(eventCategoriesPath),
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
  schemas: { create: eventCategoryBody, update: eventCategoryBody },
  initial: (r) => ({ name: text(r, 'name'), color: text(r, 'color') || '#58A5CC' }),
  saved: configTexts.saved.eventCategory,
  ...pathCalls({
    create: eventCategoriesPath,
    update: (id) => `${eventCategoriesPath}/${id}`,
    remove: (id) => `${eventCategoriesPath}/${id}`,
  }),
};

/** Venues: the name here; an outline (GeoJSON) can be sent through the API and is kept on edit. */
export const places: CatalogDef = {
  kind: 'place',
  label: s.places,
  list: listOf('/api/places'),
  columns: [{ label: c.name, render: (r) => text(r, 'nombre') }],
  title: (r) => text(r, 'nombre'),
  fields: [{ kind: 'text', name: 'nombre', label: c.name, maxLength: 200 }],
  schemas: { create: placeBody, update: placeBody },
  initial: (r) => ({ nombre: text(r, 'nombre') }),
  saved: configTexts.saved.place,
  ...pathCalls({ create: '/api/places', update: (id) => `/api/places/${id}`, remove: (id) => `/api/places/${id}` }),
};
