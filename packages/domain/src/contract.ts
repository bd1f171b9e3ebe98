import { z } from 'zod';
import type { UserType } from './constants.ts';

/** Who may call a route: anyone, administrators only, or signed-in users of these types. */
export type Access = 'public' | 'admin' | readonly UserType[];
export const STAFF: readonly UserType[] = ['monitor'];
export const ANY_USER: readonly UserType[] = ['monitor', 'authority', 'visitor'];
export const VISITOR: readonly UserType[] = ['visitor'];
export const AUTHORITY: readonly UserType[] = ['authority'];
/** The apps' users: visitors and authorities. */
export const APP_USER: readonly UserType[] = ['visitor', 'authority'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API as every side sees it: the API registers it from this, the web and the app client call it
 * through it, and the OpenAPI document is generated from it. `summary` is Spanish, as the apps' users read it.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Fastify's form: parameters as `:name`. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  /** The feature's name in the OpenAPI document (set by `defineRoutes`). */
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; a multipart body is read by the route itself (`multipart: true`). */
  body?: z.ZodType;
  multipart?: boolean;
  /**
   * The route collects a visitor's personal data (an alert, a complaint, an answer, a comment): a visitor who has not
   * accepted the privacy notice's current version is refused 428 before it runs.
   */
  collectsPersonalData?: true;
  /** Every answer the route gives on success, by status; errors share one shape (`ApiErrorBody`). */
  responses: Readonly<Partial<Record<SuccessStatus, z.ZodType>>>;
  /** A refusal that says more than the shared error shape (a blocked delete lists what blocks it), by status. */
  refusals?: Readonly<Partial<Record<RefusalStatus, z.ZodType>>>;
}

export type SuccessStatus = 200 | 201 | 202 | 204;
export type RefusalStatus = 400 | 403 | 404 | 409;

/**
 * A file the route answers (a download, a picture, a spreadsheet): described in the document as binary of that
 * media type; the API sends the bytes as they are (Fastify never serialises a stream or a buffer).
 */
export const fileReply = (mediaType: string, description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: mediaType, description });

/** The media type of the spreadsheets the exports answer (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The media type of the Excel 97–2003 workbooks the spec names `.xls`. */
export const XLS_TYPE = 'application/vnd.ms-excel';

/** A feature's routes, named once (the names are what the web and the client call), under the feature's tag. */
export function defineRoutes<const T extends Record<string, RouteContract>>(tag: string, routes: T): T {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, tag }])) as T;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A value as it reads after JSON: a date the API writes arrives as its ISO text. */
type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? AsJson<E>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the route's handler gets once its input passed the schemas. */
export type ParamsOf<C extends RouteContract> = Parsed<C['params']>;
export type QueryOf<C extends RouteContract> = Parsed<C['query']>;
export type BodyOf<C extends RouteContract> = Parsed<C['body']>;

/** What a caller sends. */
export type ParamsIn<C extends RouteContract> = Sent<C['params']>;
export type QueryIn<C extends RouteContract> = Sent<C['query']>;
export type BodyIn<C extends RouteContract> = Sent<C['body']>;

/** The success answer a caller reads (the JSON the schema writes). */
export type ReplyOf<C extends RouteContract> = {
  [K in keyof C['responses']]: AsJson<Parsed<C['responses'][K]>>;
}[keyof C['responses']];
/** What the handler may return: the schema's input, which the API writes through it. */
export type HandlerReplyOf<C extends RouteContract> = {
  [K in keyof C['responses']]: Sent<C['responses'][K]>;
}[keyof C['responses']];

/**
 * What a call sends: its path parameters, query and body, each only where the route has one. A multipart route that
 * declares its fields takes them as JSON too, or as a form when a file goes with them.
 */
export type CallInput<C extends RouteContract> = (C['params'] extends object ? { params: ParamsIn<C> } : unknown) &
  (C['query'] extends object ? { query?: QueryIn<C> } : unknown) &
  (C['body'] extends object
    ? { body: BodyIn<C> | (C['multipart'] extends true ? FormData : never) }
    : C['multipart'] extends true
      ? { body: FormData }
      : unknown);

/** The path with its parameters filled in: `/api/alerts/:id` and `{ id: 7 }` give `/api/alerts/7`. */
export function pathFor(contract: Pick<RouteContract, 'path'>, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
