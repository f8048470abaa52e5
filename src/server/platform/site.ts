import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { linkBaseUrl } from '../lib/public-url';

/** Where the links in the mails point (linkBaseUrl of the request), and where failures are logged. */
export interface Site {
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Where a request's mails point (its linkBaseUrl) and where their failures are logged. */
export function siteOf(ctx: Pick<AppContext, 'config'>, request: FastifyRequest): Site {
  return { baseUrl: linkBaseUrl(request, ctx.config, request.log), log: request.log };
}

/** The address links point to outside a request: PUBLIC_URL, or the local address. */
export function configuredBaseUrl(config: AppContext['config']): string {
  return linkBaseUrl({ protocol: 'http', headers: {} }, config);
}

/** Where a scheduled job's mails point (the configured public address) and where their failures are logged. */
export function scheduledSite(config: AppContext['config'], log: Site['log']): Site {
  return { baseUrl: configuredBaseUrl(config), log };
}
