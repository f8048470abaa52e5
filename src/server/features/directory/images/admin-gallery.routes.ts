import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminGalleryPage, adminGalleryQuery, galleryCheckBody, galleryCheckResult } from '../../../../shared/api/directory/admin-gallery';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import type { AppContext } from '../../../context';
import * as service from './admin-gallery.service';

/**
 * /admin/gallery (admin and owner): every client's media pictures, paged, sorted and searched on
 * the server; bulk delete; and the broken-image finder, one bounded batch per call.
 */
export async function adminGalleryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/media-images',
    { config: { access: 'admin' }, schema: { querystring: adminGalleryQuery, response: { 200: adminGalleryPage } } },
    async (request) => service.listImages(ctx, request.query),
  );
  r.post(
    '/api/admin/media-images/bulk-delete',
    { config: { access: 'admin' }, schema: { body: bulkIdsBody, response: { 200: bulkResult } } },
    async (request) => service.deleteImages(ctx, request.user!, request.body.ids),
  );
  r.post(
    '/api/admin/media-images/check',
    { config: { access: 'admin' }, schema: { body: galleryCheckBody, response: { 200: galleryCheckResult } } },
    async (request) => service.checkImages(ctx, request.body),
  );
}
