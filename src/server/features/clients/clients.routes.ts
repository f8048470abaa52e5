import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCard,
  clientDetail,
  clientIdParams,
  clientListQuery,
  clientSearchQuery,
  clientSlugResponse,
  featureBody,
  idParams,
  keyword,
  mediaImage,
  slugParams,
  talkingPoint,
  topic,
} from '../../../shared/api/clients';
import { pageOf, toPage } from '../../../shared/api/paging';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit.repo';
import * as repo from './clients.repo';
import { getProfile, requireClient, searchClients, toCard, toMediaImages } from './clients.service';

const FEATURED_MAX = 24;

/** Public profile reads, search, and the admin featured toggle. */
export async function clientsRoutes(app: FastifyInstance, { db, cache, bus }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  r.get('/api/clients/featured', { config: open, schema: { response: { 200: z.array(clientCard) } } }, async () =>
    cache.get('clients:featured', ['clients'], async () => (await repo.listFeaturedClients(db, FEATURED_MAX)).map(toCard)),
  );

  r.get(
    '/api/clients',
    { config: open, schema: { querystring: clientListQuery, response: { 200: pageOf(clientCard) } } },
    async (request) => {
      const { category = '', limit, offset } = request.query;
      return cache.get(`clients:list:${category}:${limit}:${offset}`, ['clients'], async () => {
        const { rows, total } = await repo.listListedClients(db, request.query);
        return toPage(rows.map(toCard), total, offset);
      });
    },
  );

  r.get('/api/clients/categories', { config: open, schema: { response: { 200: z.array(z.string()) } } }, async () =>
    cache.get('clients:categories', ['clients'], () => repo.listCategories(db)),
  );

  r.get(
    '/api/clients/search',
    { config: open, schema: { querystring: clientSearchQuery, response: { 200: pageOf(clientCard) } } },
    async (request) => {
      const { q, limit, offset } = request.query;
      return cache.get(`clients:search:${q.toLowerCase()}:${limit}:${offset}`, ['clients'], async () => {
        const { rows, total } = await searchClients(db, q, { limit, offset });
        return toPage(rows.map(toCard), total, offset);
      });
    },
  );

  r.get(
    '/api/clients/by-id/:clientId',
    { config: open, schema: { params: clientIdParams, response: { 200: clientSlugResponse } } },
    async (request) => {
      const { id, slug } = await requireClient(db, cache, request.params.clientId);
      return { id, slug };
    },
  );

  r.get(
    '/api/clients/:id/keywords',
    { config: open, schema: { params: idParams, response: { 200: z.array(keyword) } } },
    async (request) => {
      const { id } = await requireClient(db, cache, request.params.id);
      return cache.get(`keywords:${id}`, ['clients'], () => repo.listProfileKeywords(db, id));
    },
  );

  r.get(
    '/api/clients/:id/talking-points',
    { config: open, schema: { params: idParams, response: { 200: z.array(talkingPoint) } } },
    async (request) => {
      const { id } = await requireClient(db, cache, request.params.id);
      return cache.get(`talking-points:${id}`, ['clients'], () => repo.listTalkingPoints(db, id));
    },
  );

  r.get(
    '/api/clients/:id/video-keywords',
    { config: open, schema: { params: idParams, response: { 200: z.array(topic) } } },
    async (request) => {
      const { id } = await requireClient(db, cache, request.params.id);
      return cache.get(`video-topics:${id}`, ['clients', 'videos'], () => repo.listVideoTopics(db, id));
    },
  );

  r.get(
    '/api/clients/:id/media-images',
    { config: open, schema: { params: idParams, response: { 200: z.array(mediaImage) } } },
    async (request) => {
      const { id } = await requireClient(db, cache, request.params.id);
      return cache.get(`media-images:${id}`, ['clients'], async () => toMediaImages(await repo.listMediaImages(db, id)));
    },
  );

  r.patch(
    '/api/clients/:id/feature',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: featureBody, response: { 200: clientSlugResponse.extend({ featured: z.enum(['true', 'false']) }) } },
    },
    async (request) => {
      const user = request.user!;
      const updated = await db.transaction(async (tx) => {
        const row = await repo.setFeatured(tx as never, request.params.id, request.body.featured);
        if (!row) return undefined;
        await writeAudit(tx as never, {
          actor: { id: user.originalUser?.id ?? user.id, email: user.originalUser?.email ?? user.email },
          action: request.body.featured ? 'client.feature' : 'client.unfeature',
          targetType: 'client',
          targetId: row.id,
          details: { slug: row.slug },
        });
        return row;
      });
      if (!updated) throw notFound('Client not found');
      await bus.invalidate('clients');
      return { id: updated.id, slug: updated.slug, featured: updated.featured ? ('true' as const) : ('false' as const) };
    },
  );

  r.get(
    '/api/clients/:slug',
    { config: open, schema: { params: slugParams, response: { 200: clientDetail } } },
    async (request) => getProfile(db, cache, request.params.slug, request.user),
  );
}
