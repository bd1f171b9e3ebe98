import type { Socket } from 'node:net';
import { type ApiErrorBody, ERROR_NAMES, type ErrorName, messages } from '@ppd/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation, referenceRefusal } from '../shared/refusals.ts';

/** The one error type routes throw: a name from the catalogue, a user-facing message, the field at fault. */
export class AppError extends Error {
  constructor(
    override readonly name: ErrorName,
    message: string,
    readonly field?: string,
    /** What the answer adds for the caller to act on (the privacy notice's version to accept). */
    readonly details?: Pick<ApiErrorBody, 'version'>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_NAMES[this.name];
  }
}

export const validationError = (field: string, message: string) => new AppError('ValidationError', message, field);

function body(name: ErrorName, message: string, field?: string): ApiErrorBody {
  return field ? { error: { name }, message, field } : { error: { name }, message };
}

const v = messages.validation;
const tooManyParts = new AppError('PayloadTooLarge', v.tooManyParts, 'body');
/** What the framework and its plugins refuse before a route runs, said in Spanish, with the part at fault. */
const FRAMEWORK_REFUSALS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: validationError('body', v.malformedJson),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('UnsupportedMediaType', v.unsupportedMediaType, 'content-type'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: validationError('content-length', v.badRequest),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PayloadTooLarge', v.bodyTooLarge, 'body'),
  FST_ERR_CTP_INVALID_TYPE: new AppError('UnsupportedMediaType', v.unsupportedMediaType, 'content-type'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError('UnsupportedMediaType', v.unsupportedMediaType, 'content-type'),
  FST_PROTO_VIOLATION: validationError('body', v.forbiddenProperty),
  FST_PARTS_LIMIT: tooManyParts,
  FST_FILES_LIMIT: tooManyParts,
  FST_FIELDS_LIMIT: tooManyParts,
  FST_REQ_FILE_TOO_LARGE: new AppError('PayloadTooLarge', v.fileTooLarge, 'file'),
  // A path segment past Fastify's maxParamLength (100) or not decodable: said without echoing the path.
  FST_ERR_MAX_PARAM_LENGTH: validationError('path', v.badPath),
  FST_ERR_BAD_URL: validationError('path', v.badPath),
};

/** Maps whatever was thrown to the answer's error: ours as is, the framework's in Spanish, anything else a 500. */
export function appErrorOf(err: Error & { code?: string; statusCode?: number }): AppError | null {
  if (err instanceof AppError) return err;
  const known = FRAMEWORK_REFUSALS[err.code ?? ''];
  if (known) return known;
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return validationError('body', /prototype/.test(err.message) ? v.forbiddenProperty : v.malformedJson);
  }
  if (FORM_PARSER.test(err.stack ?? '')) return validationError('body', v.malformedForm);
  if (isUniqueViolation(err)) return new AppError('Conflict', messages.generic.error);
  const reference = referenceRefusal(err);
  if (reference) {
    return 'field' in reference
      ? validationError(reference.field, v.referenceGone)
      : new AppError('Conflict', v.stillReferenced);
  }
  if (VALUE_REFUSALS.has(err.code ?? '')) return validationError('body', v.invalid);
  const status = err.statusCode ?? 500;
  if (status === 429) return new AppError('TooManyRequests', messages.auth.tooManyAttempts);
  if (status === 413) return new AppError('PayloadTooLarge', v.bodyTooLarge, 'body');
  if (status === 415) return new AppError('UnsupportedMediaType', v.unsupportedMediaType, 'content-type');
  if (status >= 400 && status < 500) return validationError('body', v.badRequest);
  return null;
}

/** What a route refuses, from anything thrown: its input's schema first (400 naming the field), then appErrorOf. */
export function refusalOf(err: FastifyError & { code?: string }): AppError | null {
  if (!hasZodFastifySchemaValidationErrors(err)) return appErrorOf(err);
  const first = err.validation[0]!;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
  return validationError(field, first.message ?? v.invalid);
}

// A multipart body cut short or with broken part headers fails inside the parser, with a plain Error.
const FORM_PARSER = /node_modules[\\/](@fastify[\\/]busboy|busboy)[\\/]/;
/**
 * PostgreSQL's refusals of a value the schemas let through: a number out of range, a string too long, a NUL or a
 * lone surrogate in text (22021) or json (22P05), text it cannot read as the column's type (22P02), a date it
 * cannot read (22007) or hold (22008, e.g. year 0).
 */
const VALUE_REFUSALS = new Set(['22003', '22001', '22021', '22P05', '22P02', '22007', '22008']);

/** What the router refuses before any route or hook runs (a path parameter too long, a bad URL), in our shape. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (err, _request, reply) => {
  const known = appErrorOf(err) ?? new AppError('InternalError', messages.generic.error);
  // The router's reply is typed for no route's schema: write it as a plain reply.
  (reply as FastifyReply).code(known.status).send(body(known.name, known.message, known.field));
};

/** Node refuses oversized headers before Fastify sees the request: answer in the same shape, then close. */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (err, socket: Socket) => {
  if (!socket.writable) return socket.destroy();
  const code = (err as { code?: string }).code;
  const [status, payload] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, body('HeadersTooLarge', v.headersTooLarge, 'headers')]
      : [400, body('ValidationError', v.badRequest)];
  const json = JSON.stringify(payload);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
      `Connection: close\r\n\r\n${json}`,
  );
};

export default fp(async (app: FastifyInstance) => {
  // Real clients send `content-type: application/json` with no body (a DELETE, a POST of nothing): read it as {}.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (typeof text === 'string' && text.trim() === '') return done(null, {});
    return parseJson(request, text as string, done);
  });

  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    const known = refusalOf(err);
    if (known)
      return reply.code(known.status).send({ ...body(known.name, known.message, known.field), ...known.details });
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('InternalError', messages.generic.error));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(body('NotFound', messages.generic.notFoundDetail)));
});
