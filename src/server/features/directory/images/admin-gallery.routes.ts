import type { FastifyInstance } from 'fastify';
import { adminGalleryPage, adminGalleryQuery, galleryCheckBody, galleryCheckResult } from '@shared/api/directory/images/admin-gallery';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-gallery.service';

/**
 * /admin/gallery (admin and owner): every client's media pictures, paged, sorted and searched on
 * the server; bulk delete; and the broken-image finder, one bounded batch per call.
 */
export async function adminGalleryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.gallery, { config: admin, schema: { query: adminGalleryQuery, response: adminGalleryPage } }, async (request) =>
    service.listImages(ctx, request.query),
  );
  serveBulk(app, routes.deleteGalleryImages, (user, ids) => service.deleteImages(ctx, user, ids));
  serve(app, routes.checkGalleryImages, { config: admin, schema: { body: galleryCheckBody, response: galleryCheckResult } }, async (request) =>
    service.checkImages(ctx, request.body),
  );
}
