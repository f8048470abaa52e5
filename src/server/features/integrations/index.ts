import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { airtableSyncRoutes } from './airtable-sync/airtable-sync.routes';
import { startSync } from './airtable-sync/airtable-sync.service';
import { closeSyncChannel } from './airtable-sync/sync-events';
import { scheduleAirtableSync } from './airtable-sync/sync-schedule';
import { csvImportRoutes } from './csv-import/csv-import.routes';
import { migrateUploadsRoutes } from './migrate-uploads/migrate-uploads.routes';
import { profileSpiderRoutes } from './profile-spider/profile-spider.routes';

/**
 * The integrations domain: the Airtable sync and its schedule, the CSV import, the profile spider,
 * and moving uploads between storages.
 */
export async function registerIntegrations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onClose', async () => closeSyncChannel(ctx.database));
  const syncDeps = { database: ctx.database, configured: ctx.airtable.configured, start: () => startSync(ctx, null, 'all') };
  app.schedules.push(() => scheduleAirtableSync(syncDeps, ctx.config.airtable.syncIntervalMinutes, app.log));
  for (const routes of [airtableSyncRoutes, csvImportRoutes, profileSpiderRoutes, migrateUploadsRoutes]) await routes(app, ctx);
}
