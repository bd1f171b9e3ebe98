import type { BodyOf, HandlerReplyOf, ParamsOf, QueryOf, RouteContract, SuccessStatus } from '@ppd/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `collectsPersonalData`: the privacy feature's consent check applies. */
    collectsPersonalData?: boolean;
  }
}

/** The request a contract's handler gets: its params, query and body already parsed by the contract's schemas. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/** A handler answers the contract's reply (sent with its success status), or the reply it sent itself (a file). */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<HandlerReplyOf<C> | FastifyReply>;

export interface ServeOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
}

const successStatus = (contract: RouteContract): SuccessStatus =>
  Math.min(...Object.keys(contract.responses).map(Number)) as SuccessStatus;

/** Registers a route from its contract: path, access, schemas and replies come from `packages/domain`, nowhere else. */
export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ServeOptions = {},
): void {
  const status = successStatus(contract);
  const schema: NonNullable<RouteShorthandOptions['schema']> = {
    summary: contract.summary,
    ...(contract.description && { description: contract.description }),
    ...(contract.tag && { tags: [contract.tag] }),
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && !contract.multipart && { body: contract.body }),
    response: { ...contract.refusals, ...contract.responses },
  };
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    config: {
      access: contract.access,
      ...(contract.multipart && { multipart: true }),
      ...(contract.collectsPersonalData && { collectsPersonalData: true }),
    },
    ...(options.preHandler && { preHandler: options.preHandler }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as ContractRequest<C>, reply);
    },
  });
}
