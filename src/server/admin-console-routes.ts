import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { adminAssetsRoutes } from './features/admin-assets/admin-assets.routes';
import { adminGalleryRoutes } from './features/admin-gallery/admin-gallery.routes';
import { adminJobsRoutes } from './features/admin-jobs/admin-jobs.routes';
import { profileSpiderRoutes } from './features/profile-spider/profile-spider.routes';
import { adminEpisodesRoutes } from './features/admin-episodes/admin-episodes.routes';
import { adminPodcastsRoutes } from './features/admin-podcasts/admin-podcasts.routes';
import { adminDirectoryRoutes } from './features/admin-directory/admin-directory.routes';
import { adminTalkingPointsRoutes } from './features/admin-talking-points/admin-talking-points.routes';
import { adminVideosRoutes } from './features/admin-videos/admin-videos.routes';
import { autoDeleteRoutes } from './features/auto-delete/auto-delete.routes';
import { joeRoutes } from './features/joe/joe.routes';
import { videoSpiderRoutes } from './features/video-spider/video-spider.routes';
import { updateLogRoutes } from './features/update-log/update-log.routes';
import { adminErrorsRoutes } from './features/admin-errors/admin-errors.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { adminDatabaseRoutes } from './features/admin-database/admin-database.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { migrateUploadsRoutes } from './features/migrate-uploads/migrate-uploads.routes';
import { csvImportRoutes } from './features/csv-import/csv-import.routes';
import { imageAuditRoutes } from './features/image-audit/image-audit.routes';
import { airtableSyncRoutes } from './features/airtable-sync/airtable-sync.routes';

/** The routes of the admin console's pages (issues 11 and 12), each feature's plugin in turn. */
export const ADMIN_CONSOLE_ROUTES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [adminTalkingPointsRoutes, adminDirectoryRoutes, adminJobsRoutes, profileSpiderRoutes, adminVideosRoutes, updateLogRoutes, joeRoutes, adminEpisodesRoutes, adminPodcastsRoutes, adminGalleryRoutes, adminAssetsRoutes, autoDeleteRoutes, videoSpiderRoutes, adminErrorsRoutes, adminUsersRoutes, auditRoutes, apiKeysRoutes, adminDatabaseRoutes, activityRoutes, migrateUploadsRoutes, csvImportRoutes, imageAuditRoutes, airtableSyncRoutes];
