import type { AuthorityRow, GestorRow } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every people query starts with 'people'. */
export const peopleKeys = {
  all: ['people'] as const,
  authorities: ['people', 'authorities'] as const,
  gestores: ['people', 'gestores'] as const,
  binnacle: (filter: object) => ['people', 'binnacle', filter] as const,
};

export const peopleApi = {
  authorities: () => api.get<AuthorityRow[]>('/authorities'),
  gestores: () => api.get<GestorRow[]>('/monitors'),
  create: (form: FormData) => api.post<{ id: number }>('/users', form),
  updateAuthority: (id: number, form: FormData) => api.put<AuthorityRow>(`/authorities/${id}`, form),
  updateGestor: (id: number, form: FormData) => api.put<GestorRow>(`/monitors/${id}`, form),
  remove: (kind: 'authorities' | 'monitors', id: number) => api.del(`/${kind}/${id}`),
  setActivity: (id: number, inactive: boolean) => api.post('/users/updateActivity', { id, inactive }),
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
