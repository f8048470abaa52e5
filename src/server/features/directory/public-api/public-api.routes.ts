import type { FastifyInstance } from 'fastify';
import type { ApiScope } from '@shared/api/api-scopes';
import { clientCardPage, clientListQuery, publicProfile, talkingPointList } from '@shared/api/directory/clients/clients';
import { slugParams } from '@shared/api/fields';
import { appearancePage, appearancePageQuery } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { keyFactList, randomKeyFactsQuery, videoList } from '@shared/api/directory/videos/videos';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './public-api.service';

/** The rule of a public API route: a key with this scope. */
const scoped = (scope: ApiScope) => ({ access: { apiKey: scope } });
/** A route's summary and tag in the OpenAPI document. */
const docs = (summary: string, tag: string) => ({ summary, tags: [tag] });

/**
 * The read-only public API, /api/v1: listed profiles and their videos, talking points and
 * podcast episodes, and key facts. Reached with an API key of the right scope (made on /admin/api),
 * documented in /api/openapi.json from these same schemas.
 */
export async function publicApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.apiProfiles,
    { config: scoped('profiles:read'), schema: { ...docs('List the listed profiles', 'Profiles'), query: clientListQuery, response: clientCardPage } },
    async (request) => service.profiles(ctx, request.query),
  );
  serve(
    app,
    routes.apiProfile,
    { config: scoped('profiles:read'), schema: { ...docs('Get one profile', 'Profiles'), params: slugParams, response: publicProfile } },
    async (request) => service.profile(ctx, request.params.slug),
  );
  serve(
    app,
    routes.apiProfileVideos,
    { config: scoped('videos:read'), schema: { ...docs("List a profile's approved videos", 'Videos'), params: slugParams, response: videoList } },
    async (request) => service.profileVideos(ctx, request.params.slug),
  );
  serve(
    app,
    routes.apiProfileTalkingPoints,
    {
      config: scoped('talking-points:read'),
      schema: { ...docs("List a profile's talking points", 'Talking points'), params: slugParams, response: talkingPointList },
    },
    async (request) => service.profileTalkingPoints(ctx, request.params.slug),
  );
  serve(
    app,
    routes.apiProfileEpisodes,
    {
      config: scoped('episodes:read'),
      schema: {
        ...docs("List a profile's podcast episodes, a page at a time", 'Episodes'),
        params: slugParams,
        query: appearancePageQuery,
        response: appearancePage,
      },
    },
    async (request) => service.profileEpisodes(ctx, request.params.slug, request.query),
  );
  serve(
    app,
    routes.apiKeyFacts,
    {
      config: scoped('key-facts:read'),
      schema: { ...docs('Key facts from approved videos, at random', 'Key facts'), query: randomKeyFactsQuery, response: keyFactList },
    },
    async (request) => service.keyFacts(ctx, request.query.limit),
  );
}
