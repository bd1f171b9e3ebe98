import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { queryClient } from './queryClient.ts';

/** For unit tests: every call the app's api makes answers `reply` as JSON; returns the fetch mock. */
export function serve(reply: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(reply));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The paths asked for, in order. */
export const askedPaths = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => String(url));

/** A fresh client with the app's defaults (fresh for 30 s, no retry of a refusal). */
export const appClient = () => new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
