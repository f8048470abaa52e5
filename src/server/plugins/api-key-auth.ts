import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';

/** The public API's path: its routes are reached with an API key, not a session. */
export const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * Checks the API key of each /api/v1 request (Authorization: Bearer pdm_…) before anything else,
 * and keeps it on `request.apiKey` for the routes' `{ apiKey: scope }` rule; a key over its own
 * per-minute limit gets a 429 here. `authenticate` (the account domain's, given at start-up) says whose key it is.
 */
export function registerApiKeyAuth(app: FastifyInstance, authenticate: (presented: string) => Promise<FastifyRequest['apiKey']>): void {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PUBLIC_API_PREFIX)) return;
    const header = request.headers.authorization;
    const presented = typeof header === 'string' && /^Bearer /i.test(header) ? header.slice(7).trim() : '';
    if (presented) request.apiKey = await authenticate(presented);
  });
}
