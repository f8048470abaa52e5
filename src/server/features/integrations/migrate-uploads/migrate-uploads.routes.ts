import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJob } from '../../../../shared/api/operations/admin-jobs';
import { uploadStorageStatus } from '../../../../shared/api/integrations/migrate-uploads';
import type { AppContext } from '../../../context';
import { startMigration, storageStatus } from './migrate-uploads.service';

/**
 * /admin/migrate-uploads (owner): where uploads are stored, and a background move of the local
 * ones to S3 (201 with the job; 409 without STORAGE=s3 or while one runs). Progress, history and
 * failures use the admin-jobs routes, which show this kind of job to owners only.
 */
export async function migrateUploadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/migrate-uploads', { config: { access: 'owner' }, schema: { response: { 200: uploadStorageStatus } } }, async () => storageStatus(ctx));
  r.post('/api/admin/migrate-uploads/run', { config: { access: 'owner' }, schema: { response: { 201: adminJob } } }, async (request, reply) =>
    reply.code(201).send(await startMigration(ctx, request.user!)),
  );
}
