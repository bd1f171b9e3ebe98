import { activityCommentRoutes, pathFor, placeCommentRoutes } from '@ppd/domain';
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { type CommentItem, commentsQuery, setCommentStatusOptions } from './commentsApi.ts';

afterEach(() => vi.unstubAllGlobals());

const comment = (id: number, status: boolean): CommentItem => ({
  id,
  status,
  stars: 4,
  comment: 'Muy bien',
  created: '2026-01-01T10:00:00Z',
  name: 'Ana',
  last_name: 'López',
  profile_image: null,
  id_point: 3,
});

describe('comments', () => {
  it("key records' and events' comments apart, each read from its own path", async () => {
    const fetch = serve([]);
    const client = appClient();
    expect(commentsQuery('place', 5).queryKey).toEqual(['comments', 'place', 5]);
    expect(commentsQuery('activity', 5).queryKey).toEqual(['comments', 'activity', 5]);
    await client.fetchQuery(commentsQuery('place', 5));
    await client.fetchQuery(commentsQuery('activity', 5));
    expect(askedPaths(fetch)).toEqual([
      pathFor(placeCommentRoutes.list, { id: 5 }),
      pathFor(activityCommentRoutes.list, { id: 5 }),
    ]);
  });

  it('show the new state at once after hiding one, then read the list again', async () => {
    const fetch = serve({ status: 'ok' });
    const client = appClient();
    const { queryKey } = commentsQuery('activity', 3);
    client.setQueryData(queryKey, [comment(1, true), comment(2, true)]);
    await new MutationObserver(client, setCommentStatusOptions(client, 'activity', 3)).mutate({
      commentId: 2,
      status: false,
    });
    expect(client.getQueryData(queryKey)?.map((c) => c.status)).toEqual([true, false]);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(askedPaths(fetch)[0]).toBe(pathFor(activityCommentRoutes.setStatus, { id: 2 }));
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
