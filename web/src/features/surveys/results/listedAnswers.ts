import { type AnswerPage, LISTED_PAGE_SIZES, type QuestionResultBlock } from '@ppd/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { surveyKeys, surveysApi } from '../surveysApi.ts';
import { pageCount } from './gallery.ts';

/** A question whose answers are listed (texts, photos and videos, places) rather than counted. */
export type ListedBlock = Extract<QuestionResultBlock, { question_type: keyof typeof LISTED_PAGE_SIZES }>;

const pageSizeOf = (block: ListedBlock) => LISTED_PAGE_SIZES[block.question_type];
const fetchPage = (surveyId: number, block: ListedBlock, page: number) =>
  surveysApi.answers(surveyId, block.question_id, page, pageSizeOf(block));

/** The page the results reply carries: the newest answers. */
const firstPage = (block: ListedBlock) =>
  ({
    question_type: block.question_type,
    total: block.answers,
    page: 1,
    pageSize: pageSizeOf(block),
    items: block.result,
  }) as AnswerPage;

/**
 * A listed question's answers as a growing list: the newest page from the results, then the next page from the
 * server each time `more` is called (a list's "Cargar más").
 */
export function useMoreAnswers<B extends ListedBlock>(surveyId: number, block: B) {
  const query = useInfiniteQuery({
    queryKey: surveyKeys.answers(surveyId, block.question_id, block.answers),
    queryFn: ({ pageParam }) => fetchPage(surveyId, block, pageParam),
    initialPageParam: 1,
    initialData: { pages: [firstPage(block)], pageParams: [1] },
    // The pages change only with the answers, which are in the key.
    staleTime: Number.POSITIVE_INFINITY,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  return {
    items: query.data.pages.flatMap((p): unknown[] => p.items) as B['result'],
    hasMore: query.hasNextPage,
    more: () => query.fetchNextPage({ throwOnError: true }),
  };
}

/** One page (from 1) of a listed question's answers, as a gallery shows them: the first from the results. */
export function useAnswerPage<B extends ListedBlock>(surveyId: number, block: B, page: number) {
  const query = useQuery({
    queryKey: [...surveyKeys.answers(surveyId, block.question_id, block.answers), page],
    queryFn: () => fetchPage(surveyId, block, page),
    enabled: page > 1,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    items: (page === 1 ? block.result : (query.data?.items ?? [])) as B['result'],
    pages: pageCount(block.answers, pageSizeOf(block)),
    failure: query.error,
  };
}
