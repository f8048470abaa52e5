import type { FastifyRequest } from 'fastify';
import { safeDecode } from './uri';

/**
 * Whether a request is for the API, judged on the route it matched and on the decoded path:
 * `/%61pi/…` is routed to /api/… and must be treated (limited, authenticated) like it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api')) return true;
  const path = request.url.split('?')[0];
  return (safeDecode(path) ?? path).startsWith('/api');
}
