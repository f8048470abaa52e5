import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Route, RouteSchemas } from '../../shared/api/route';

/** A route's schema values, which must be the very schemas its route table names. */
type SchemaValues<S extends RouteSchemas> = Pick<S, Extract<keyof S, keyof RouteSchemas>>;

/** How a route is served: its schema values, who may call it (`config.access`), its success status and Fastify's other route options. */
export interface ServeOptions<S extends RouteSchemas> extends Omit<RouteShorthandOptions, 'schema' | 'config'> {
  schema: SchemaValues<S>;
  config: FastifyContextConfig;
  /** The status of a success (200 unless said: 201 for a create). */
  status?: number;
}

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;

/** A request as the route's schemas have checked it. */
export type ServedRequest<S extends RouteSchemas> = FastifyRequest<{ Params: Output<S['params']>; Querystring: Output<S['query']>; Body: Output<S['body']> }>;

/**
 * Registers `route` of a route table on the app: its method and path from the table, the request
 * checked with its schemas and the answer serialized with its response schema, as the client's
 * `call` of the same route expects.
 */
export function serve<S extends RouteSchemas>(
  app: FastifyInstance,
  route: Route<S>,
  options: ServeOptions<S>,
  handler: (request: ServedRequest<S>, reply: FastifyReply) => Promise<z.input<S['response']>>,
): void {
  const { schema, status = 200, ...rest } = options;
  const routeOptions: RouteOptions = {
    ...rest,
    method: route.method,
    url: route.path,
    schema: {
      ...(schema.params && { params: schema.params }),
      ...(schema.query && { querystring: schema.query }),
      ...(schema.body && { body: schema.body }),
      response: { [status]: schema.response },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const answer = await handler(request as ServedRequest<S>, reply);
      if (status !== 200 && !reply.sent) reply.code(status);
      return answer;
    },
  };
  app.route(routeOptions);
}
