import type { FastifyInstance } from 'fastify';
import { clientDetail } from '@shared/api/directory/clients/clients';
import { idParams } from '@shared/api/fields';
import { profileEditBody, sampleQuestionsBody } from '@shared/api/directory/profile-editing';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { readImageUploads } from '../images/image-upload';
import { imageUploadConfig } from '../images/upload-route';
import * as service from './profile-editing.service';

/**
 * The writes of /edit-profile (fields, photo: UPLOAD_LIMIT per account) and /edit-questions. The route rule lets in who may manage the
 * client; the service narrows guest and team to test mode. Each answers the profile
 * as GET /api/clients/{slug} now shows it.
 */
export async function profileEditingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient = { access: { manageClient: 'id' } };

  serve(app, routes.editProfile, { config: manageClient, schema: { params: idParams, body: profileEditBody, response: clientDetail } }, async (request) =>
    service.updateProfile(ctx, request.user!, request.params.id, request.body),
  );

  serve(
    app,
    routes.replaceSampleQuestions,
    { config: manageClient, schema: { params: idParams, body: sampleQuestionsBody, response: clientDetail } },
    async (request) => service.replaceSampleQuestions(ctx, request.user!, request.params.id, request.body.questions),
  );

  // multipart: no body schema, the file is read from the request
  serve(app, routes.replacePhoto, { config: imageUploadConfig('id'), schema: { params: idParams, response: clientDetail } }, async (request) =>
    service.replacePhoto(ctx, request.user!, request.params.id, () => readImageUploads(request, { field: 'file', maxFiles: 1 })),
  );
}
