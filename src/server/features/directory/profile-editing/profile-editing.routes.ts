import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientDetail, idParams } from '../../../../shared/api/directory/clients';
import { profileEditBody, sampleQuestionsBody } from '../../../../shared/api/directory/profile-editing';
import type { AppContext } from '../../../context';
import { UPLOAD_LIMIT } from '../../../plugins/rate-limits';
import { readImageUploads } from '../images/image-upload';
import * as service from './profile-editing.service';

/**
 * The writes of /edit-profile (fields, photo: UPLOAD_LIMIT per account) and /edit-questions. The route rule lets in who may manage the
 * client; the service narrows guest and team to test mode (SPEC §2). Each answers the profile
 * as GET /api/clients/{slug} now shows it.
 */
export async function profileEditingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient = { access: { manageClient: 'id' } };

  r.patch(
    '/api/clients/:id/profile',
    { config: manageClient, schema: { params: idParams, body: profileEditBody, response: { 200: clientDetail } } },
    async (request) => service.updateProfile(ctx, request.user!, request.params.id, request.body),
  );

  r.put(
    '/api/clients/:id/sample-questions',
    { config: manageClient, schema: { params: idParams, body: sampleQuestionsBody, response: { 200: clientDetail } } },
    async (request) => service.replaceSampleQuestions(ctx, request.user!, request.params.id, request.body.questions),
  );

  r.post(
    '/api/clients/:id/photo',
    { config: { ...manageClient, rateLimit: UPLOAD_LIMIT }, schema: { params: idParams, response: { 200: clientDetail } } },
    async (request) => service.replacePhoto(ctx, request.user!, request.params.id, () => readImageUploads(request, { field: 'file', maxFiles: 1 })),
  );
}
