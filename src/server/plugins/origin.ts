import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says the request was started by another site (Sec-Fetch-Site: cross-site). */
export function isCrossSite(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Refuses state-changing requests that a browser sent from another site: a foreign Origin
 * header, or Sec-Fetch-Site: cross-site. Requests without those headers (CLI, server to server)
 * carry no ambient browser credentials worth protecting and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request)) throw forbidden('Cross-site request refused', 'FOREIGN_ORIGIN');
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.headers.host}`;
    if (origin !== own && origin !== configured) throw forbidden('Cross-site request refused', 'FOREIGN_ORIGIN');
  });
}
