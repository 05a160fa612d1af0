import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { Endpoint } from '@seoul-glow/shared';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint object a route was registered from (routes registered by route() only). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Set inside the admin route group (routes/admin-group.ts), which checks the token once. */
    adminGroup?: true;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of `E` gets: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * A handler answers the endpoint's success envelope (checked by its response schema on the way
 * out), or sends the reply itself: prebuilt JSON on the hot catalog reads.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

function schemaOf(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { [endpoint.status ?? 200]: endpoint.response },
    ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
  };
}

/**
 * Registers one endpoint from its object in @seoul-glow/shared: method, path, schemas, summary and
 * tags are never written twice (docs/architecture.md#api-contract). An admin or superadmin
 * endpoint is refused outside the admin group, so no admin route can exist without the token check.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { preHandler?: preHandlerAsyncHookHandler; preValidation?: preValidationHookHandler } = {},
): void {
  if (endpoint.access !== 'public' && !app.adminGroup) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is for ${endpoint.access}s only: register it in the admin group`,
    );
  }
  const status = endpoint.status;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { endpoint },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: (status
      ? (request: EndpointRequest<E>, reply: FastifyReply) => handler(request, reply.code(status))
      : handler) as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
