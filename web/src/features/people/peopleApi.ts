import { AUTHORITY_WORKBOOK, authorityRoutes, GESTOR_WORKBOOK, gestorRoutes, peopleRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Every people query starts with 'people'. */
export const peopleKeys = {
  all: ['people'] as const,
  authorities: ['people', 'authorities'] as const,
  gestores: ['people', 'gestores'] as const,
  audit: (filter: object) => ['people', 'audit', filter] as const,
};

/** The two kinds of people a screen lists: Monitores (authorities) and Gestores, each with its routes and workbook. */
const kinds = {
  authorities: { routes: authorityRoutes, workbook: AUTHORITY_WORKBOOK },
  gestores: { routes: gestorRoutes, workbook: GESTOR_WORKBOOK },
};
export type PersonKind = keyof typeof kinds;

export const peopleApi = {
  authorities: () => api.call(authorityRoutes.list, {}),
  gestores: () => api.call(gestorRoutes.list, {}),
  create: (form: FormData) => api.call(peopleRoutes.create, { body: form }),
  updateAuthority: (id: number, form: FormData) => api.call(authorityRoutes.update, { params: { id }, body: form }),
  updateGestor: (id: number, form: FormData) => api.call(gestorRoutes.update, { params: { id }, body: form }),
  remove: (kind: PersonKind, id: number) => api.call(kinds[kind].routes.remove, { params: { id } }),
  setActivity: (id: number, inactive: boolean) => api.call(peopleRoutes.setActivity, { body: { id, inactive } }),
  /** Autoridad.xlsx or Monitorista.xlsx of one person. */
  download: (kind: PersonKind, id: number) =>
    downloadFile(kinds[kind].routes.export, { params: { id } }, kinds[kind].workbook),
};

export const authoritiesQuery = queryOptions({ queryKey: peopleKeys.authorities, queryFn: peopleApi.authorities });
export const gestoresQuery = queryOptions({ queryKey: peopleKeys.gestores, queryFn: peopleApi.gestores });

/** The modal's values as the multipart body the API takes (empty fields left out; the image when chosen). */
export function toFormData(values: Record<string, unknown>, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, String(value));
  }
  if (image) form.append('image', image);
  return form;
}

export type ActivityFilter = 'all' | 'active' | 'inactive';
export const matchesActivity = (p: { inactive: boolean }, f: ActivityFilter) =>
  f === 'all' || (f === 'active' ? !p.inactive : p.inactive);
