import { eventCategoryRoutes, eventRoutes, placeRoutes, type SendFilterBody, surveyRoutes } from '@ppd/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isGoneMeanwhile } from '../../lib/api.ts';
import { catalogKey, once } from '../../lib/catalogsApi.ts';
import { surveyKeys } from '../surveys/index.ts';

/**
 * The modal's pickers live under the prefixes their changes invalidate: categories and places under the catalogues'
 * (Configuración), the surveys under the surveys' (a survey saved or deleted).
 */
export const eventKeys = {
  list: ['events', 'list'] as const,
  categories: catalogKey('event_category'),
  places: catalogKey('place'),
  polls: [...surveyKeys.all, 'for-events'] as const,
};

export const eventsApi = {
  list: () => api.call(eventRoutes.list, {}),
  categories: () => api.call(eventCategoryRoutes.list, {}),
  places: () => api.call(placeRoutes.list, {}),
  polls: () => api.call(surveyRoutes.list, {}),
  create: (form: FormData) => api.call(eventRoutes.create, { body: form }),
  update: (id: number, form: FormData) => api.call(eventRoutes.update, { params: { id }, body: form }),
  remove: (id: number) => api.call(eventRoutes.remove, { params: { id } }),
  send: (id: number, filter: SendFilterBody) => api.call(eventRoutes.send, { params: { eventId: id }, body: filter }),
};

export const useEvents = () => useQuery({ queryKey: eventKeys.list, queryFn: eventsApi.list });
export const useEventCategories = () =>
  useQuery({ queryKey: eventKeys.categories, queryFn: eventsApi.categories, ...once });
export const usePlaces = () => useQuery({ queryKey: eventKeys.places, queryFn: eventsApi.places, ...once });
export const usePolls = () => useQuery({ queryKey: eventKeys.polls, queryFn: eventsApi.polls, ...once });

/**
 * The list is read again after a save or a delete, and after one refused with a 404: the event was deleted meanwhile
 * (by another gestor), and the list drops it instead of offering it until the page is reloaded.
 */
function useListRefresh() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: eventKeys.list });
  return {
    onSuccess: refresh,
    onError: (error: Error) => {
      if (isGoneMeanwhile(error)) void refresh();
    },
  };
}

/** Create or update. */
export function useSaveEvent() {
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? eventsApi.create(form) : eventsApi.update(id, form).then(() => null),
    ...useListRefresh(),
  });
}

export function useDeleteEvent() {
  return useMutation({ mutationFn: eventsApi.remove, ...useListRefresh() });
}
