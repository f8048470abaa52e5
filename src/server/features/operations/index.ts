import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { activityRoutes } from './activity/activity.routes';
import { adminRoutes } from './admin/admin.routes';
import { auditRoutes } from './audit/audit.routes';
import { scheduleAutoDelete } from './auto-delete/auto-delete-schedule';
import { autoDeleteRoutes } from './auto-delete/auto-delete.routes';
import { adminDatabaseRoutes } from './database/admin-database.routes';
import { adminErrorsRoutes } from './errors/admin-errors.routes';
import { healthRoutes } from './health/health.routes';
import { adminJobsRoutes } from './jobs/admin-jobs.routes';
import { failOrphanedJobs, stopJobs } from '../../jobs/run-job';
import { joeRoutes } from './joe/joe.routes';
import { scheduleCleanup } from './maintenance/cleanup';
import { navigationRoutes } from './navigation/navigation.routes';
import { settingsRoutes } from './settings/settings.routes';
import { updateLogRoutes } from './update-log/update-log.routes';

/**
 * The operations domain: /healthz, /readyz and /metrics, the console's overview, settings and navigation, the audit log, activity,
 * browser errors, the database page, background jobs, auto-delete, the update log and JOE. On start
 * it fails the jobs a stopped node left running; on close it stops this node's own. Its schedules:
 * the hourly clean-up and auto-delete.
 */
export async function registerOperations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await healthRoutes(app, ctx);
  await failOrphanedJobs(ctx);
  app.addHook('onClose', async () => stopJobs(ctx.db));
  app.schedules.push(
    () => scheduleCleanup(ctx.db, ctx.config.logRetentionDays, (error) => app.log.warn({ err: error }, 'clean-up failed'), ctx.metrics),
    () => scheduleAutoDelete({ db: ctx.db, storage: ctx.storage, metrics: ctx.metrics }, ctx.config.autoDeleteIntervalHours, app.log),
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
