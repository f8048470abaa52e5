import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { activityRoutes } from './activity/activity.routes';
import { adminRoutes } from './admin/admin.routes';
import { auditRoutes } from './audit/audit.routes';
import { autoDeleteJob } from './auto-delete/auto-delete.service';
import { autoDeleteRoutes } from './auto-delete/auto-delete.routes';
import { adminDatabaseRoutes } from './database/admin-database.routes';
import { adminErrorsRoutes } from './errors/admin-errors.routes';
import { healthRoutes } from './health/health.routes';
import { adminJobsRoutes } from './jobs/admin-jobs.routes';
import { closeJobChannel, jobChannelOf } from '@server/jobs/job-channel';
import { failOrphanedJobs, stopJobs } from '@server/jobs/run-job';
import { joeRoutes } from './joe/joe.routes';
import { scheduleCleanup } from './maintenance/cleanup';
import { navigationRoutes } from './navigation/navigation.routes';
import { settingsRoutes } from './settings/settings.routes';
import { updateLogRoutes } from './update-log/update-log.routes';

/**
 * The operations domain: /healthz, /readyz and /metrics, the console's overview, settings and navigation, the audit log, activity,
 * browser errors, the database page, background jobs, auto-delete, the update log and JOE. On start
 * it fails the jobs a stopped node left running and opens the job channel; on close it stops this
 * node's own jobs and the channel. Its schedules: the hourly clean-up and auto-delete.
 */
export async function registerOperations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await healthRoutes(app, ctx);
  await failOrphanedJobs(ctx);
  jobChannelOf(ctx.database, app.log);
  app.addHook('onClose', async () => {
    await stopJobs(ctx.db);
    await closeJobChannel(ctx.database);
  });
  app.schedules.push(
    () => scheduleCleanup(ctx.db, ctx.config.logRetentionDays, (error) => app.log.warn({ err: error }, 'clean-up failed'), ctx.metrics),
    () => autoDeleteJob.scheduled(ctx, app.log),
  );
  for (const routes of [
    settingsRoutes,
    navigationRoutes,
    adminRoutes,
    adminJobsRoutes,
    updateLogRoutes,
    joeRoutes,
    autoDeleteRoutes,
    adminErrorsRoutes,
    auditRoutes,
    adminDatabaseRoutes,
    activityRoutes,
  ]) {
    await routes(app, ctx);
  }
}
