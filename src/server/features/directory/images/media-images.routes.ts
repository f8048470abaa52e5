import type { FastifyInstance } from 'fastify';
import { mediaImage, mediaImageList } from '@shared/api/directory/clients/clients';
import { clientIdParams } from '@shared/api/fields';
import { mediaImageOrderBody, mediaImageParams, mediaImagePatchBody } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { readImageUploads } from './image-upload';
import * as service from './media-images.service';
import { imageUploadConfig } from './upload-route';

/**
 * Managing a client's Media Pics: upload (multipart, files in the field `files`; UPLOAD_LIMIT per account), caption and alt
 * text, reorder, delete. The route rule lets in who may manage the client; the service narrows that
 * to admins, owners and the client's guest (not team). Reading them is GET /api/clients/{id}/media-images and the
 * profile's mediaImages (clients feature).
 */
export async function mediaImagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient = { access: { manageClient: 'clientId' } };
  // One picture's routes, as PATCH /api/talking-points/{id}: any signed-in user reaches the service,
  // which checks who may edit the path's client (403), then that the picture is that client's (404).
  const signedIn = { access: 'authenticated' as const };

  // multipart: no body schema, the files are read from the request
  serve(
    app,
    routes.addMediaImages,
    { config: imageUploadConfig('clientId'), status: 201, schema: { params: clientIdParams, response: mediaImageList } },
    async (request) => {
      const read = () => readImageUploads(request, { field: 'files', maxFiles: IMAGE_UPLOAD_LIMITS.maxFiles });
      return service.addMediaImages(ctx, request.user!, request.params.clientId, read);
    },
  );

  serve(
    app,
    routes.reorderMediaImages,
    { config: manageClient, schema: { params: clientIdParams, body: mediaImageOrderBody, response: mediaImageList } },
    async (request) => service.reorderMediaImages(ctx, request.user!, request.params.clientId, request.body.ids),
  );

  serve(
    app,
    routes.editMediaImage,
    { config: signedIn, schema: { params: mediaImageParams, body: mediaImagePatchBody, response: mediaImage } },
    async (request) => service.updateMediaImage(ctx, request.user!, request.params.clientId, request.params.imageId, request.body),
  );

  serve(app, routes.deleteMediaImage, { config: signedIn, status: 204, schema: { params: mediaImageParams, response: noContent } }, async (request) => {
    await service.deleteMediaImage(ctx, request.user!, request.params.clientId, request.params.imageId);
    return null;
  });
}
