import type { ApiErrorBody } from '@ppd/domain';

/** An answer that is not a success, in the API's one error shape. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly field?: string,
  ) {
    super(`${status} ${errorName}: ${message}${field ? ` (${field})` : ''}`);
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON call with the `x-access-token` header; rejects with ApiCallError. */
export async function call<T>(
  baseUrl: string,
  method: Method,
  path: string,
  opts: { token?: string | null; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers['x-access-token'] = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? null : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (res.ok) return data as T;
  const err = (data ?? {}) as Partial<ApiErrorBody>;
  throw new ApiCallError(res.status, err.error?.name ?? `Http${res.status}`, err.message ?? text, err.field);
}
