import type { EndpointDefinition } from '@lootmarket/domain/endpoints/define';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type OutputOf<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request as the endpoint's schemas leave it after validation. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: OutputOf<E, 'params'>;
  Querystring: OutputOf<E, 'query'>;
  Body: OutputOf<E, 'body'>;
}>;

/** What the endpoint answers, or the reply when the handler sends it itself (a cached answer, say). */
type EndpointAnswer<E extends EndpointDefinition> = z.output<E['response']> | FastifyReply;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>;

/** What a route adds to its endpoint: documentation, its rate limit, its guards. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: {
    tags?: string[];
    summary?: string;
    description?: string;
    security?: Record<string, string[]>[];
    hide?: boolean;
    /** Answers besides the success, for the documentation (a 404 of the error shape, say). */
    response?: Record<number, z.ZodType>;
  };
};

/**
 * Registers the route of a catalogue endpoint: method, address and the zod schemas of its parameters,
 * query, body and answer come from the endpoint, so the API and its clients cannot drift apart. The
 * address is the endpoint's path under the scope's prefix; a path outside the prefix fails at start-up.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { schema: extra = {}, ...routeOptions } = options;
  const { response: otherAnswers, ...documentation } = extra;
  const status = endpoint.status ?? 200;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: pathInScope(app.prefix, endpoint.path),
    schema: {
      ...documentation,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: { [status]: endpoint.response, ...otherAnswers },
    },
    handler: (status === 200 ? handler : withStatus(status, handler)) as RouteHandlerMethod,
  });
}

function pathInScope(prefix: string, path: string): string {
  if (!path.startsWith(prefix)) throw new Error(`endpoint ${path} cannot be registered under the prefix ${prefix}`);
  return path.slice(prefix.length) || '/';
}

function withStatus<E extends EndpointDefinition>(status: number, handler: EndpointHandler<E>): EndpointHandler<E> {
  return (request, reply) => {
    reply.code(status);
    return handler(request, reply);
  };
}
