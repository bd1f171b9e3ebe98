import { type ApiErrorBody, ERROR_NAMES, type ErrorName, messages } from '@ppd/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type routes throw: a name from the catalogue, a user-facing message, the field at fault. */
export class AppError extends Error {
  constructor(
    override readonly name: ErrorName,
    message: string,
    readonly field?: string,
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

const UNIQUE_VIOLATION = '23505';

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    if (err instanceof AppError) return reply.code(err.status).send(body(err.name, err.message, err.field));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
      return reply.code(400).send(body('ValidationError', first.message ?? messages.validation.invalid, field));
    }
    if (err.code === UNIQUE_VIOLATION) return reply.code(409).send(body('Conflict', messages.generic.error));
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(body('TooManyRequests', messages.auth.tooManyAttempts));
    if (status < 500)
      return reply.code(status).send(body('ValidationError', err.message || messages.validation.invalid));
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('InternalError', messages.generic.error));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(body('NotFound', messages.generic.notFoundDetail)));
});
