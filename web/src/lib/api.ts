import {
  type ApiErrorBody,
  type CallInput,
  isSessionError,
  messages,
  pathFor,
  type ReplyOf,
  type RouteContract,
} from '@ppd/domain';
import { navigate } from 'wouter/use-browser-location';
import { sessionAtom } from './session.ts';
import { appStore } from './store.ts';

/** Any answer that is not a success, in the API's one error shape (`{ error: { name }, message, field? }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly body: unknown;
  /** The token was rejected: the session is already cleared and the user sent to /login; show nothing. */
  readonly sessionExpired: boolean;

  constructor(init: {
    status: number;
    name: string;
    message: string;
    field?: string | undefined;
    body?: unknown;
    sessionExpired?: boolean;
  }) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.field = init.field;
    this.body = init.body;
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 404 on something the screen showed: another user deleted it since it was read. */
export const isGoneMeanwhile = (error: unknown): error is ApiError => isApiError(error) && error.status === 404;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  /** Send the stored token (default). Login, forgot and reset calls set false. */
  auth?: boolean;
  /** Use this token instead of the stored one (the profile lookup right after login). */
  token?: string;
  signal?: AbortSignal;
  /** 'blob' for a file download (an export); JSON otherwise. Errors are read as JSON either way. */
  as?: 'json' | 'blob';
}

export interface ApiDeps {
  getToken: () => string | null;
  /** Called once when an authenticated call comes back with a token rejection. */
  onSessionError: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer that is not the API's (a proxy's page) says what its status can: a 413 is a body too large. */
const fallbackMessage = (status: number) =>
  status === 413 ? messages.validation.bodyTooLarge : messages.generic.error;

function errorFromBody(status: number, body: unknown, sessionExpired = false): ApiError {
  const shaped = body as Partial<ApiErrorBody> | null;
  const message = typeof shaped?.message === 'string' && shaped.message ? shaped.message : fallbackMessage(status);
  return new ApiError({
    status,
    name: shaped?.error?.name ?? `HttpError${status}`,
    message,
    field: typeof shaped?.field === 'string' ? shaped.field : undefined,
    body,
    sessionExpired,
  });
}

export function createApi(deps: ApiDeps) {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, auth = true, signal } = options;
    const headers: Record<string, string> = options.as === 'blob' ? {} : { accept: 'application/json' };
    const token = auth ? (options.token ?? deps.getToken()) : null;
    if (token) headers['x-access-token'] = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(`${deps.baseUrl ?? ''}${withQuery(path, query)}`, {
        method,
        headers,
        body: payload,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, name: 'NetworkError', message: messages.generic.error });
    }

    if (response.ok && options.as === 'blob') return (await response.blob()) as T;
    const data = await readBody(response);
    if (response.ok) return data as T;
    if (token && isSessionError(data)) {
      deps.onSessionError();
      throw errorFromBody(response.status, data, true);
    }
    throw errorFromBody(response.status, data);
  }

  /** Calls a route of a feature's contract: its path, method and reply type come from `packages/domain`. */
  function call<C extends RouteContract>(
    contract: C,
    input: CallInput<C>,
    options: Omit<RequestOptions, 'method' | 'body' | 'query'> = {},
  ): Promise<ReplyOf<C>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body?: unknown };
    return request<ReplyOf<C>>(pathFor(contract, params), { ...options, method: contract.method, query, body });
  }

  return {
    request,
    call,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    del: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type Api = ReturnType<typeof createApi>;

/** Where a rejected token sends the user: /login, remembering the page they were on. */
export function loginAfterSessionError(current: { pathname: string; search: string }): string {
  if (current.pathname === '/login') return `/login${current.search}`;
  return `/login?next=${encodeURIComponent(current.pathname + current.search)}`;
}

/** The app's api: token from the session store; a token rejection ends the session and goes to /login. */
export const api = createApi({
  getToken: () => appStore.get(sessionAtom)?.token ?? null,
  onSessionError: () => {
    appStore.set(sessionAtom, null);
    navigate(loginAfterSessionError(window.location), { replace: true });
  },
});
