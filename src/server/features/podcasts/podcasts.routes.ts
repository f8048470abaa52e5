import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/clients';
import { pageOf, toPage } from '../../../shared/api/paging';
import { z } from 'zod';
import { appearance, podcastListQuery, podcastWithEpisodes, type PodcastWithEpisodes } from '../../../shared/api/podcasts';
import { requireClient } from '../clients/clients.service';
import type { AppContext } from '../../context';
import * as repo from './podcasts.repo';

/** GET /api/podcasts (every podcast with its episodes and guests, searchable) and a client's appearances. */
export async function podcastsRoutes(app: FastifyInstance, { db, cache }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients/:id/episodes',
    { config: { access: 'public' }, schema: { params: idParams, response: { 200: z.array(appearance) } } },
    async (request) => {
      const { id } = await requireClient(db, cache, request.params.id);
      return cache.get(`appearances:${id}`, ['clients', 'podcasts'], () => repo.listClientAppearances(db, id));
    },
  );

  r.get(
    '/api/podcasts',
    { config: { access: 'public' }, schema: { querystring: podcastListQuery, response: { 200: pageOf(podcastWithEpisodes) } } },
    async (request) => {
      const { rows, total } = await repo.listPodcasts(db, request.query);
      const episodes = await repo.listEpisodesOf(
        db,
        rows.map((p) => p.id),
      );
      const items: PodcastWithEpisodes[] = rows.map((p) => ({
        id: p.id,
        name: p.name,
        host: p.host,
        description: p.description,
        websiteUrl: p.websiteUrl,
        imageUrl: p.imageUrl,
        episodes: episodes
          .filter((e) => e.podcastId === p.id)
          .map((e) => ({
            id: e.id,
            title: e.title,
            description: e.description,
            url: e.url,
            publishedAt: e.publishedAt?.toISOString() ?? null,
            client: e.clientId !== null && e.clientSlug && e.clientName ? { id: e.clientId, slug: e.clientSlug, name: e.clientName } : null,
          })),
      }));
      return toPage(items, total, request.query.offset);
    },
  );
}
