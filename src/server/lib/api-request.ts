import type { FastifyRequest } from 'fastify';
import { safeDecode } from './uri';

/**
 * Whether a request is for the API, judged on the route it matched or, for no route, on the
 * decoded path: `/%61pi/…` is routed to /api/… and must be treated (limited, authenticated) like it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return route.startsWith('/api');
  const path = request.url.split('?')[0];
  return (safeDecode(path) ?? path).startsWith('/api');
}
