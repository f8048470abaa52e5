import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Route, RouteSchemas } from '@shared/api/route';

/** A route's schema values, which must be the very schemas its route table names. */
type SchemaValues<S extends RouteSchemas> = Pick<S, Extract<keyof S, keyof RouteSchemas>>;

/** A route's words in the OpenAPI document (the public API's routes). */
interface RouteDocs {
  summary?: string;
  tags?: string[];
}

/** How a route is served: its schema values, who may call it (`config.access`), its success status and Fastify's other route options. */
interface ServeOptions<S extends RouteSchemas> extends Omit<RouteShorthandOptions, 'schema' | 'config'> {
  schema: SchemaValues<S> & RouteDocs;
  config: FastifyContextConfig;
  /** The status of a success (200 unless said: 201 for a create). */
  status?: number;
  /**
   * Other statuses the route answers besides its success, each with its schema (a 301 to a
   * renamed profile, a 201 beside an import's 200): documented, and serialized like the success;
   * the handler sets them on `reply`.
   */
  otherStatuses?: Record<number, z.ZodType>;
  /**
   * The answer is a secret's (a page reached by a token, a tag shown once): sent
   * `cache-control: no-store`, so no cache on the way keeps it.
   */
  secret?: true;
}

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;

/** A request as the route's schemas have checked it. */
type ServedRequest<S extends RouteSchemas> = FastifyRequest<{ Params: Output<S['params']>; Querystring: Output<S['query']>; Body: Output<S['body']> }>;

/**
 * Registers `route` of a route table on the app: its method and path from the table, the request
 * checked with its schemas and the answer serialized with its response schema, as the client's
 * `call` of the same route expects. A handler that answers through `reply` itself (bytes, a
 * redirect, JSON text already serialized) returns the reply.
 */
export function serve<S extends RouteSchemas>(
  app: FastifyInstance,
  route: Route<S>,
  options: ServeOptions<S>,
  handler: (request: ServedRequest<S>, reply: FastifyReply) => Promise<z.input<S['response']> | FastifyReply>,
): void {
  const { schema, status = 200, otherStatuses, secret, ...rest } = options;
  const routeOptions: RouteOptions = {
    ...rest,
    method: route.method,
    url: route.path,
    schema: {
      ...(schema.summary !== undefined && { summary: schema.summary }),
      ...(schema.tags && { tags: schema.tags }),
      ...(schema.params && { params: schema.params }),
      ...(schema.query && { querystring: schema.query }),
      ...(schema.body && { body: schema.body }),
      response: { [status]: schema.response, ...otherStatuses },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      if (secret) reply.header('cache-control', 'no-store');
      const answer = await handler(request as ServedRequest<S>, reply);
      if (status !== 200 && !reply.sent) reply.code(status);
      return answer;
    },
  };
  app.route(routeOptions);
}
