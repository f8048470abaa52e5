import type { FastifyInstance } from 'fastify';
import { uploadStorageStatus } from '@shared/api/integrations/migrate-uploads';
import { integrationsRoutes as routes } from '@shared/api/integrations/route-table';
import { adminJob } from '@shared/api/jobs';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { startMigration, storageStatus } from './migrate-uploads.service';

/**
 * /admin/migrate-uploads (owner): where uploads are stored, and a background move of the local
 * ones to S3 (201 with the job; 409 without STORAGE=s3 or while one runs). Progress, history and
 * failures use the admin-jobs routes, which show this kind of job to owners only.
 */
export async function migrateUploadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.uploadStorage, { config: { access: 'owner' }, schema: { response: uploadStorageStatus } }, async () => storageStatus(ctx));
  serve(app, routes.migrateUploads, { config: { access: 'owner' }, status: 201, schema: { response: adminJob } }, async (request) =>
    startMigration(ctx, request.user!),
  );
}
