import {
  type ApiErrorBody,
  type CallInput,
  type HttpMethod,
  pathFor,
  type ReplyOf,
  type RouteContract,
} from '@ppd/domain';

/** An answer that is not a success, in the API's one error shape. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly field?: string,
    /** PrivacyConsentRequired (428): the privacy notice's version to show and accept. */
    readonly version?: number,
  ) {
    super(`${status} ${errorName}: ${message}${field ? ` (${field})` : ''}`);
  }
}

export type Method = HttpMethod;

type FormFields = Record<string, string | number | undefined>;

/** A multipart body of text fields (undefined ones left out). */
export function fileFormFields(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  return form;
}

/** A multipart body with one file part (`file` unless named) and text fields. */
export function fileForm(
  file: { bytes: Uint8Array | Blob; name: string; type?: string },
  fields: FormFields = {},
  field = 'file',
): FormData {
  const form = fileFormFields(fields);
  // A copy: Blob wants bytes over a plain ArrayBuffer, which a Node Buffer may not be.
  const blob =
    file.bytes instanceof Blob
      ? file.bytes
      : new Blob([new Uint8Array(file.bytes)], file.type ? { type: file.type } : {});
  form.set(field, blob, file.name);
  return form;
}

/** One call with the `x-access-token` header, JSON (or multipart for a FormData body); rejects with ApiCallError. */
export async function call<T>(
  baseUrl: string,
  method: Method,
  path: string,
  opts: { token?: string | null; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers['x-access-token'] = opts.token;
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? null : form ? (opts.body as FormData) : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const data = text ? parsedJson(text) : null;
  // A body that is no JSON (a proxy's HTML 502 page) is a failed call with the status, not a SyntaxError.
  if (data === NOT_JSON) throw new ApiCallError(res.status, `Http${res.status}`, text.slice(0, 200));
  if (res.ok) return data as T;
  const err = (data ?? {}) as Partial<ApiErrorBody>;
  throw new ApiCallError(
    res.status,
    err.error?.name ?? `Http${res.status}`,
    err.message ?? text,
    err.field,
    err.version,
  );
}

/** A route that answers a file (a zip): its bytes, or the same ApiCallError as `call`. */
export async function download(baseUrl: string, token: string | null, contract: RouteContract): Promise<Uint8Array> {
  const res = await fetch(`${baseUrl}${pathFor(contract)}`, {
    method: contract.method,
    headers: token ? { 'x-access-token': token } : {},
  });
  if (res.ok) return new Uint8Array(await res.arrayBuffer());
  const err = (parsedJson(await res.text()) ?? {}) as Partial<ApiErrorBody>;
  throw new ApiCallError(res.status, err.error?.name ?? `Http${res.status}`, err.message ?? '', err.field);
}

/** A route of a feature's contract: its path, method and reply type come from `packages/domain`. */
export function callRoute<C extends RouteContract>(
  baseUrl: string,
  token: string | null,
  contract: C,
  input: CallInput<C>,
): Promise<ReplyOf<C>> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) search.set(key, String(value));
  const path = pathFor(contract, params) + (search.size > 0 ? `?${search}` : '');
  return call<ReplyOf<C>>(baseUrl, contract.method, path, { token, body: (input as { body?: unknown }).body });
}

const NOT_JSON = Symbol('not JSON');

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
