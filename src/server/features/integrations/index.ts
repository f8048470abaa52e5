import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { airtableSyncRoutes } from './airtable-sync/airtable-sync.routes';
import { syncJob } from './airtable-sync/airtable-sync.service';
import { imageAuditRetrievalRoutes } from './image-audit-retrieval/image-audit-retrieval.routes';
import { csvImportRoutes } from './csv-import/csv-import.routes';
import { migrateUploadsRoutes } from './migrate-uploads/migrate-uploads.routes';
import { profileSpiderRoutes } from './profile-spider/profile-spider.routes';

/**
 * The integrations domain: the Airtable sync and its schedule, the image auditor's retrievals from Airtable, the CSV import, the profile spider,
 * and moving uploads between storages.
 */
export async function registerIntegrations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.schedules.push(() => syncJob.scheduled(ctx, app.log));
  for (const routes of [airtableSyncRoutes, imageAuditRetrievalRoutes, csvImportRoutes, profileSpiderRoutes, migrateUploadsRoutes]) await routes(app, ctx);
}
