import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAssetsPage, adminAssetsQuery, assetParams, assetSummary } from '../../../../shared/api/directory/admin-assets';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import type { AppContext } from '../../../context';
import * as service from './admin-assets.service';

/**
 * /admin/assets (admin and owner): the uploaded files with where each is used, the storage they
 * take, and deleting those nothing uses (409 for a file still in use).
 */
export async function adminAssetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/assets',
    { config: { access: 'admin' }, schema: { querystring: adminAssetsQuery, response: { 200: adminAssetsPage } } },
    async (request) => service.listAssets(ctx, request.query),
  );
  r.get('/api/admin/assets/summary', { config: { access: 'admin' }, schema: { response: { 200: assetSummary } } }, async () => service.assetSummary(ctx));
  r.delete(
    '/api/admin/assets/:id',
    { config: { access: 'admin' }, schema: { params: assetParams, response: { 200: bulkResult } } },
    async (request) => service.deleteAssets(ctx, request.user!, [request.params.id], true),
  );
  r.post(
    '/api/admin/assets/bulk-delete',
    { config: { access: 'admin' }, schema: { body: bulkIdsBody, response: { 200: bulkResult } } },
    async (request) => service.deleteAssets(ctx, request.user!, request.body.ids),
  );
}
