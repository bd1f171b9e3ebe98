import { messages, type Open311Errors } from '@ppd/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, refusalOf } from '../../plugins/errors.ts';
import { formatOfUrl, SHAPES, XML_TYPE, xmlOf } from './xml.ts';

/**
 * Open311's refusals: the standard's list of `{ code, description }` (the HTTP status and the Spanish message, with
 * the field at fault), in the format the path asked for. What the API refuses elsewhere is refused the same here.
 */
export function open311ErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = refusalOf(err);
  if (!known) request.log.error({ err }, 'unhandled error');
  const refusal = known ?? new AppError('InternalError', messages.generic.error);
  const description = refusal.field ? `${refusal.message} (${refusal.field})` : refusal.message;
  const errors: Open311Errors = [{ code: refusal.status, description }];
  reply.code(refusal.status);
  return formatOfUrl(request.url) === 'xml'
    ? reply.type(XML_TYPE).send(xmlOf(SHAPES.errors, errors))
    : reply.send(errors);
}
