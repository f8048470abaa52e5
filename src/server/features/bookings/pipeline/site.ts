import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { linkBaseUrl } from '../../../lib/public-url';
import type { Site } from '../requests/requests.service';

/** Where a request's mails point (its linkBaseUrl) and where their failures are logged. */
export function siteOf(ctx: Pick<AppContext, 'config'>, request: FastifyRequest): Site {
  return { baseUrl: linkBaseUrl(request, ctx.config, request.log), log: request.log };
}
