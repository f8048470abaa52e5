import type { FastifyInstance } from 'fastify';
import { oembedAnswer, oembedQuery } from '@shared/api/directory/appearances/open-data';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { opaqueBody, slugParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { linkBaseUrl } from '@server/lib/public-url';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import * as service from './open-data.service';

/** How long a cache on the way may keep an answer: five minutes. */
const BRIEFLY = 'public, max-age=300';

/**
 * The card's own security headers, in place of the app's: any site may frame it (no
 * X-Frame-Options, `frame-ancestors *`); it loads its portrait and inline style and nothing else.
 */
const FRAMEABLE = {
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'", 'https:', 'data:'],
      styleSrc: ["'unsafe-inline'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ['*'],
    },
  },
} as const;

/**
 * A guest's appearance record as open data, for anyone: their list feed (Podcasting 2.0), their
 * card to embed in another site, and the oEmbed answer of their profile's address. The JSON-LD is
 * written into the profile page's head (share/page-meta.ts).
 */
export async function openDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const costly = { access: 'public' as const, rateLimit: COSTLY_LIMIT };

  serve(app, routes.listFeed, { config: costly, schema: { params: slugParams, response: opaqueBody } }, async (request, reply) => {
    const xml = await service.listFeed(ctx, request.params.slug, linkBaseUrl(request, ctx.config));
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', BRIEFLY).send(xml);
  });

  serve(app, routes.guestCard, { config: costly, helmet: FRAMEABLE, schema: { params: slugParams, response: opaqueBody } }, async (request, reply) => {
    const html = await service.guestCard(ctx, request.params.slug, linkBaseUrl(request, ctx.config));
    return reply.type('text/html; charset=utf-8').header('cache-control', BRIEFLY).send(html);
  });

  serve(app, routes.oembed, { config: costly, schema: { query: oembedQuery, response: oembedAnswer } }, async (request, reply) => {
    reply.header('cache-control', BRIEFLY);
    return service.oembed(ctx, request.query, linkBaseUrl(request, ctx.config));
  });
}
