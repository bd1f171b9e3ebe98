import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths } from '../../lib/testQueries.ts';
import { resetTokenQuery } from './sessionApi.ts';

afterEach(() => vi.unstubAllGlobals());

describe('reset link check', () => {
  it('asks once, without the session token, and does not ask again when it fails', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ error: { name: 'HttpError503' }, message: 'No disponible' }, { status: 503 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(appClient().fetchQuery(resetTokenQuery('a b'))).rejects.toMatchObject({ status: 503 });
    expect(askedPaths(fetch)).toEqual(['/users/reset_password?token=a+b']);
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('x-access-token');
    expect(resetTokenQuery('').enabled).toBe(false);
  });
});
