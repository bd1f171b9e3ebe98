import { activityCommentRoutes, placeCommentRoutes, type ReplyOf } from '@ppd/domain';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A comment as it arrives; records' and events' comments have the same shape. */
export type CommentItem = ReplyOf<typeof placeCommentRoutes.list>[number];

/** What is commented on: a record (place) or an event. */
export type CommentTarget = 'place' | 'activity';

const ROUTES = { place: placeCommentRoutes, activity: activityCommentRoutes } as const;

export const commentKeys = {
  all: ['comments'] as const,
  of: (target: CommentTarget, id: number) => ['comments', target, id] as const,
};

export const commentsApi = {
  list: (target: CommentTarget, id: number) => api.call(ROUTES[target].list, { params: { id } }),
  setStatus: (target: CommentTarget, commentId: number, status: boolean) =>
    api.call(ROUTES[target].setStatus, { params: { id: commentId }, body: { status } }),
};

/** One record's or event's comments. */
export const commentsQuery = (target: CommentTarget, id: number) =>
  queryOptions({ queryKey: commentKeys.of(target, id), queryFn: () => commentsApi.list(target, id) });

/** Shows or hides one comment of the item: the cached list changes at once, then is read again. */
export function setCommentStatusOptions(client: QueryClient, target: CommentTarget, id: number) {
  const { queryKey } = commentsQuery(target, id);
  return mutationOptions({
    mutationFn: ({ commentId, status }: { commentId: number; status: boolean }) =>
      commentsApi.setStatus(target, commentId, status),
    onSuccess: (_reply, { commentId, status }) => {
      client.setQueryData(queryKey, (list) => list?.map((c) => (c.id === commentId ? { ...c, status } : c)));
      void client.invalidateQueries({ queryKey });
    },
  });
}

export const useSetCommentStatus = (target: CommentTarget, id: number) =>
  useMutation(setCommentStatusOptions(useQueryClient(), target, id));
