import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdParams, idParams } from '../../../shared/api/clients';
import { keyFact, randomKeyFactsQuery, type Video, video, videoDetail } from '../../../shared/api/videos';
import { LIMITS } from '../../../shared/limits';
import { canManageClient } from '../../../shared/permissions';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireClient } from '../clients/clients.service';
import * as repo from './videos.repo';

/** How many random key facts are drawn at once and sampled from until the cache renews them. */
const KEY_FACT_POOL = 60;

/** `n` distinct items of a list, in random order. */
function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

type VideoRow = Awaited<ReturnType<typeof repo.findVideo>> & {};

/** A video as the API sends it: at most 5 keywords. */
function toVideo(row: VideoRow): Video {
  return { ...row, keywords: row.keywords.slice(0, LIMITS.videoKeywordsMax) };
}

/** Key facts as the API sends them: at most 4 keywords each. */
function capKeywords<T extends { keywords: unknown[] }>(facts: T[]): T[] {
  return facts.map((f) => ({ ...f, keywords: f.keywords.slice(0, LIMITS.keyFactKeywordsMax) }));
}

/** Featured videos, a client's videos, one video with its key facts, and random key facts. */
export async function videosRoutes(app: FastifyInstance, { db, cache }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  r.get('/api/videos/featured', { config: open, schema: { response: { 200: z.array(video) } } }, async () =>
    cache.get('videos:featured', ['videos', 'clients'], async () =>
      (await repo.listFeaturedVideos(db, LIMITS.featuredVideosMax)).map(toVideo),
    ),
  );

  r.get(
    '/api/videos/by-client-id/:clientId',
    { config: open, schema: { params: clientIdParams, response: { 200: z.array(video) } } },
    async (request) => {
      const { clientId } = request.params;
      await requireClient(db, cache, clientId);
      return (await repo.listClientVideos(db, clientId, canManageClient(request.user, clientId))).map(toVideo);
    },
  );

  r.get(
    '/api/videos/:id',
    { config: open, schema: { params: idParams, response: { 200: videoDetail } } },
    async (request) => {
      const row = await repo.findVideo(db, request.params.id);
      if (!row || (row.toApprove !== 0 && !canManageClient(request.user, row.clientId))) throw notFound('Video not found');
      return { ...toVideo(row), keyFacts: capKeywords(await repo.listVideoKeyFacts(db, row.id)) };
    },
  );

  r.get(
    '/api/key-facts/random',
    { config: open, schema: { querystring: randomKeyFactsQuery, response: { 200: z.array(keyFact) } } },
    async (request) => {
      const pool = await cache.get('key-facts:pool', ['videos', 'clients'], async () =>
        capKeywords(await repo.randomKeyFacts(db, KEY_FACT_POOL)),
      );
      return sample(pool, request.query.limit);
    },
  );
}
