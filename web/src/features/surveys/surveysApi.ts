import { type BodyIn, type QueryOf, type SendFilterBody, SURVEY_WORKBOOK, surveyRoutes } from '@ppd/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { failureOf } from '../../lib/queryClient.ts';

export type SurveyOrder = QueryOf<typeof surveyRoutes.list>['order'];
/** The category filter's "Todos" (spec §9: -1 means all). */
export const ALL_CATEGORIES = -1;

/** Every survey query starts with 'surveys', so one invalidation refreshes list, survey and results. */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: (category: number, order: SurveyOrder) => ['surveys', 'list', { category, order }] as const,
  categories: ['surveys', 'categories'] as const,
  one: (id: number) => ['surveys', 'one', id] as const,
  results: (id: number) => ['surveys', 'results', id] as const,
  /** A listed question's pages, while it has `answers` answers (a new one starts them again from the newest). */
  answers: (id: number, questionId: number, answers: number) =>
    ['surveys', 'answers', id, questionId, answers] as const,
};

type SurveyBody = BodyIn<typeof surveyRoutes.create>;

export const surveysApi = {
  list: (category: number, order: SurveyOrder) =>
    api.call(surveyRoutes.list, { query: { id_categoria: category, order } }),
  categories: () => api.call(surveyRoutes.categories, {}),
  one: (id: number) => api.call(surveyRoutes.one, { params: { id } }),
  create: (body: SurveyBody) => api.call(surveyRoutes.create, { body }),
  update: (id: number, body: SurveyBody) => api.call(surveyRoutes.update, { params: { id }, body }),
  remove: (id: number) => api.call(surveyRoutes.remove, { params: { id } }),
  send: (id: number, filter: SendFilterBody) => api.call(surveyRoutes.send, { params: { id }, body: filter }),
  results: (id: number) => api.call(surveyRoutes.results, { params: { id } }),
  answers: (id: number, questionId: number, page: number, pageSize: number) =>
    api.call(surveyRoutes.questionAnswers, { params: { id, questionId }, query: { page, pageSize } }),
};

export function useSurveyList(category: number, order: SurveyOrder) {
  return useQuery({
    queryKey: surveyKeys.list(category, order),
    queryFn: () => surveysApi.list(category, order),
    placeholderData: keepPreviousData,
  });
}

/** The survey categories as a picker's options, and whether they could not be read (said under the picker). */
export function useSurveyCategories() {
  const query = useQuery({ queryKey: surveyKeys.categories, queryFn: surveysApi.categories, staleTime: 5 * 60_000 });
  return {
    options: (query.data ?? []).map((c) => ({ value: String(c.id), label: c.category_name })),
    failure: failureOf(query),
  };
}

export function useSurvey(id: number) {
  return useQuery({ queryKey: surveyKeys.one(id), queryFn: () => surveysApi.one(id) });
}

export function useSurveyResults(id: number) {
  return useQuery({ queryKey: surveyKeys.results(id), queryFn: () => surveysApi.results(id) });
}

/** Create (no id) or update a survey; the lists and that survey are fetched again afterwards. */
export function useSaveSurvey(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyBody) => (id === null ? surveysApi.create(body) : surveysApi.update(id, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

export function useDeleteSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: surveysApi.remove,
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

export function useSendSurvey() {
  return useMutation({
    mutationFn: ({ id, filter }: { id: number; filter: SendFilterBody }) => surveysApi.send(id, filter),
  });
}

/** Cuestionario.xlsx: fetched with the session token (a plain link cannot send the header), then saved. */
export const downloadWorkbook = (id: number) =>
  downloadFile(surveyRoutes.workbook, { params: { id } }, SURVEY_WORKBOOK);
