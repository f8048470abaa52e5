import type { FastifyInstance } from 'fastify';
import { bulkResult } from '@shared/api/admin-lists';
import { adminAssetsPage, adminAssetsQuery, assetParams, assetSummary } from '@shared/api/directory/images/admin-assets';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-assets.service';

/**
 * /admin/assets (admin and owner): the uploaded files with where each is used, the storage they
 * take, and deleting those nothing uses (409 for a file still in use).
 */
export async function adminAssetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.assets, { config: admin, schema: { query: adminAssetsQuery, response: adminAssetsPage } }, async (request) =>
    service.listAssets(ctx, request.query),
  );
  serve(app, routes.assetSummary, { config: admin, schema: { response: assetSummary } }, async () => service.assetSummary(ctx));
  serve(app, routes.deleteAsset, { config: admin, schema: { params: assetParams, response: bulkResult } }, async (request) =>
    service.deleteAssets(ctx, request.user!, [request.params.id], true),
  );
  serveBulk(app, routes.deleteAssets, (user, ids) => service.deleteAssets(ctx, user, ids));
}
