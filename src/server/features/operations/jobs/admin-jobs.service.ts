import { type AdminJob, type AdminJobKind, type AdminJobsQuery, type JobFindingsPage, type JobFindingsQuery, OWNER_ONLY_JOB_KINDS } from '@shared/api/jobs';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { conflict, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { announceJob } from '@server/jobs/job-events';
import * as repo from '@server/jobs/jobs.repo';

/** The job kinds `viewer` may not see (owner-only kinds, for anyone but an owner). */
function hiddenKindsFor(viewer: Pick<SessionUser, 'role'>): readonly AdminJobKind[] {
  return viewer.role === 'owner' ? [] : OWNER_ONLY_JOB_KINDS;
}

/** One job, or a 404 (also for a job of a kind `viewer` may not see). */
export async function getJob(ctx: Pick<AppContext, 'db'>, viewer: Pick<SessionUser, 'role'>, id: number): Promise<AdminJob> {
  const row = await repo.findJob(ctx.db, id);
  if (!row || hiddenKindsFor(viewer).includes(row.kind)) throw notFound('No such job');
  return repo.toAdminJob(row);
}

/** Cancels an active job (audited, and told to its streams); its worker stops at its next check. 404 unknown, 409 already finished. */
export async function cancelJob(ctx: Pick<AppContext, 'db'>, user: SessionUser, id: number): Promise<AdminJob> {
  await getJob(ctx, user, id);
  const row = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const cancelled = await repo.cancelJob(tx, id);
      if (cancelled) return cancelled;
      if (await repo.findJob(tx, id)) throw conflict('The job has already finished', 'JOB_FINISHED');
      throw notFound('No such job');
    },
    (job) => ({ action: 'admin-job.cancel', targetType: 'admin-job', targetId: job.id, details: { kind: job.kind } }),
  );
  await announceJob(ctx.db, id);
  return repo.toAdminJob(row);
}

/** The history of jobs, newest first. */
export async function listJobs(ctx: Pick<AppContext, 'db'>, viewer: Pick<SessionUser, 'role'>, query: AdminJobsQuery): Promise<AdminListPage<AdminJob>> {
  const { items, count } = await repo.listJobs(ctx.db, query, hiddenKindsFor(viewer));
  return toAdminPage(items, count, query);
}

/** One page of a job's findings with the count of each kind; 404 for an unknown job. */
export async function listFindings(
  ctx: Pick<AppContext, 'db'>,
  viewer: Pick<SessionUser, 'role'>,
  jobId: number,
  query: JobFindingsQuery,
): Promise<JobFindingsPage> {
  await getJob(ctx, viewer, jobId);
  const { items, count, counts } = await repo.listFindings(ctx.db, jobId, query);
  return { ...toAdminPage(items, count, query), counts };
}
