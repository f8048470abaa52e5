import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiScope } from '../../../../shared/api/account/api-keys';
import { clientCard, clientDetail, clientListQuery, slugParams, talkingPoint } from '../../../../shared/api/directory/clients';
import { pageOf } from '../../../../shared/api/paging';
import { appearance } from '../../../../shared/api/directory/podcasts';
import { keyFact, randomKeyFactsQuery, video } from '../../../../shared/api/directory/videos';
import type { AppContext } from '../../../context';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profile = clientDetail.omit({ abilities: true });

  r.get(
    '/api/v1/profiles',
    { config: scoped('profiles:read'), schema: { ...docs('List the listed profiles', 'Profiles'), querystring: clientListQuery, response: { 200: pageOf(clientCard) } } },
    async (request) => service.profiles(ctx, request.query),
  );
  r.get(
    '/api/v1/profiles/:slug',
    { config: scoped('profiles:read'), schema: { ...docs('Get one profile', 'Profiles'), params: slugParams, response: { 200: profile } } },
    async (request) => service.profile(ctx, request.params.slug),
  );
  r.get(
    '/api/v1/profiles/:slug/videos',
    { config: scoped('videos:read'), schema: { ...docs("List a profile's approved videos", 'Videos'), params: slugParams, response: { 200: z.array(video) } } },
    async (request) => service.profileVideos(ctx, request.params.slug),
  );
  r.get(
    '/api/v1/profiles/:slug/talking-points',
    { config: scoped('talking-points:read'), schema: { ...docs("List a profile's talking points", 'Talking points'), params: slugParams, response: { 200: z.array(talkingPoint) } } },
    async (request) => service.profileTalkingPoints(ctx, request.params.slug),
  );
  r.get(
    '/api/v1/profiles/:slug/episodes',
    { config: scoped('episodes:read'), schema: { ...docs("List a profile's podcast episodes", 'Episodes'), params: slugParams, response: { 200: z.array(appearance) } } },
    async (request) => service.profileEpisodes(ctx, request.params.slug),
  );
  r.get(
    '/api/v1/key-facts',
    { config: scoped('key-facts:read'), schema: { ...docs('Key facts from approved videos, at random', 'Key facts'), querystring: randomKeyFactsQuery, response: { 200: z.array(keyFact) } } },
    async (request) => service.keyFacts(ctx, request.query.limit),
  );
}
