import { activityCategoryRoutes, activityRoutes, placeRoutes, type SendFilterBody, surveyRoutes } from '@ppd/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isGoneMeanwhile } from '../../lib/api.ts';
import { catalogKey, once } from '../../lib/catalogsApi.ts';
import { surveyKeys } from '../surveys/index.ts';

/**
 * The modal's pickers live under the prefixes their changes invalidate: categories and places under the catalogues'
 * (Configuración), the surveys under the surveys' (a survey saved or deleted).
 */
export const activityKeys = {
  list: ['activities', 'list'] as const,
  categories: catalogKey('activity_category'),
  places: catalogKey('place'),
  polls: [...surveyKeys.all, 'for-events'] as const,
};

export const activitiesApi = {
  list: () => api.call(activityRoutes.list, {}),
  categories: () => api.call(activityCategoryRoutes.list, {}),
  places: () => api.call(placeRoutes.list, {}),
  polls: () => api.call(surveyRoutes.list, {}),
  create: (form: FormData) => api.call(activityRoutes.create, { body: form }),
  update: (id: number, form: FormData) => api.call(activityRoutes.update, { params: { id }, body: form }),
  remove: (id: number) => api.call(activityRoutes.remove, { params: { id } }),
  send: (id: number, filter: SendFilterBody) =>
    api.call(activityRoutes.send, { params: { eventId: id }, body: filter }),
};

export const useActivities = () => useQuery({ queryKey: activityKeys.list, queryFn: activitiesApi.list });
export const useActivityCategories = () =>
  useQuery({ queryKey: activityKeys.categories, queryFn: activitiesApi.categories, ...once });
export const usePlaces = () => useQuery({ queryKey: activityKeys.places, queryFn: activitiesApi.places, ...once });
export const usePolls = () => useQuery({ queryKey: activityKeys.polls, queryFn: activitiesApi.polls, ...once });

/**
 * The list is read again after a save or a delete, and after one refused with a 404: the activity was deleted meanwhile
 * (by another gestor), and the list drops it instead of offering it until the page is reloaded.
 */
function useListRefresh() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: activityKeys.list });
  return {
    onSuccess: refresh,
    onError: (error: Error) => {
      if (isGoneMeanwhile(error)) void refresh();
    },
  };
}

/** Create or update. */
export function useSaveActivity() {
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? activitiesApi.create(form) : activitiesApi.update(id, form).then(() => null),
    ...useListRefresh(),
  });
}

export function useDeleteActivity() {
  return useMutation({ mutationFn: activitiesApi.remove, ...useListRefresh() });
}
