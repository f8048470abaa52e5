import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdParams, mediaImage } from '../../../../shared/api/directory/clients';
import { IMAGE_UPLOAD_LIMITS, mediaImageOrderBody, mediaImageParams, mediaImagePatchBody } from '../../../../shared/api/directory/media-images';
import type { AppContext } from '../../../context';
import { UPLOAD_LIMIT } from '../../../plugins/rate-limits';
import { readImageUploads } from './image-upload';
import * as service from './media-images.service';

/**
 * Managing a client's Media Pics: upload (multipart, files in the field `files`; UPLOAD_LIMIT per account), caption and alt
 * text, reorder, delete. The route rule lets in who may manage the client; the service narrows that
 * to SPEC §6's media editors (not team). Reading them is GET /api/clients/{id}/media-images and the
 * profile's mediaImages (clients feature).
 */
export async function mediaImagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient = { access: { manageClient: 'clientId' } };
  // One picture's routes, as PATCH /api/talking-points/{id}: any signed-in user reaches the service,
  // which checks who may edit the path's client (403), then that the picture is that client's (404).
  const signedIn = { access: 'authenticated' as const };

  r.post(
    '/api/clients/:clientId/media-images',
    { config: { ...manageClient, rateLimit: UPLOAD_LIMIT }, schema: { params: clientIdParams, response: { 201: z.array(mediaImage) } } },
    async (request, reply) => {
      const read = () => readImageUploads(request, { field: 'files', maxFiles: IMAGE_UPLOAD_LIMITS.maxFiles });
      return reply.status(201).send(await service.addMediaImages(ctx, request.user!, request.params.clientId, read));
    },
  );

  r.put(
    '/api/clients/:clientId/media-images/order',
    { config: manageClient, schema: { params: clientIdParams, body: mediaImageOrderBody, response: { 200: z.array(mediaImage) } } },
    async (request) => service.reorderMediaImages(ctx, request.user!, request.params.clientId, request.body.ids),
  );

  r.patch(
    '/api/clients/:clientId/media-images/:imageId',
    { config: signedIn, schema: { params: mediaImageParams, body: mediaImagePatchBody, response: { 200: mediaImage } } },
    async (request) => service.updateMediaImage(ctx, request.user!, request.params.clientId, request.params.imageId, request.body),
  );

  r.delete(
    '/api/clients/:clientId/media-images/:imageId',
    { config: signedIn, schema: { params: mediaImageParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteMediaImage(ctx, request.user!, request.params.clientId, request.params.imageId);
      return reply.status(204).send(null);
    },
  );
}
