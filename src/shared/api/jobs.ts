import { z } from 'zod';
import { adminListPage, adminListQuery } from './admin-lists';
import { paramId, text } from './fields';

/** The kinds of background job the admin console runs (as admin_jobs.kind). */
export const ADMIN_JOB_KINDS = [
  'video-spider',
  'profile-spider',
  'auto-delete',
  'migrate-uploads',
  'airtable-sync',
  'csv-import',
  'podcast-feeds',
  'appearance-scan',
] as const;
export type AdminJobKind = (typeof ADMIN_JOB_KINDS)[number];

/** Where a background job stands (as admin_jobs.status). */
export const ADMIN_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type AdminJobStatus = (typeof ADMIN_JOB_STATUSES)[number];

/** Whether a job of this status is still under way. */
export function isJobActive(status: AdminJobStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** One run of a background job: what it was asked, how far it got, and how it ended. */
export const adminJob = z.object({
  id: z.number(),
  /** Its number among the runs of its kind: 1 for the first, then 2, 3… ("Run 3"). */
  runNumber: z.number().int(),
  kind: z.enum(ADMIN_JOB_KINDS),
  status: z.enum(ADMIN_JOB_STATUSES),
  params: z.record(z.string(), z.unknown()),
  done: z.number(),
  total: z.number(),
  summary: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
  startedBy: z.number().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** GET /api/admin/jobs query: the newest runs first, optionally of one kind. */
export const adminJobsQuery = adminListQuery(['createdAt'] as const, 'createdAt', { kind: z.enum(ADMIN_JOB_KINDS).optional() });
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

/** GET /api/admin/jobs answer. */
export const adminJobsPage = adminListPage(adminJob);

/** The :id of a job route. */
export const adminJobParams = z.object({ id: paramId() });

/** GET /api/admin/jobs/:id/findings query: paging and a finding kind. */
export const jobFindingsQuery = adminListQuery(['id'] as const, 'id', { kind: text().trim().min(1).max(60).optional() });
export type JobFindingsQuery = z.infer<typeof jobFindingsQuery>;

/** What a job found about a client, with the client's name and slug (null when the finding is about no client). */
const jobFinding = z.object({
  id: z.number(),
  jobId: z.number(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  clientSlug: z.string().nullable(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type JobFinding = z.infer<typeof jobFinding>;

/** GET /api/admin/jobs/:id/findings answer; `counts` has every finding kind of the job with its number. */
export const jobFindingsPage = adminListPage(jobFinding).extend({ counts: z.record(z.string(), z.number()) });
export type JobFindingsPage = z.infer<typeof jobFindingsPage>;

/** The data of an `event: progress` on GET /api/admin/jobs/:id/events. */
const jobProgressEvent = z.object({
  status: z.enum(ADMIN_JOB_STATUSES),
  done: z.number(),
  total: z.number(),
  summary: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
});
export type JobProgressEvent = z.infer<typeof jobProgressEvent>;

/** Kinds only an owner may see, follow or cancel (the owner-only Migrate Files and Sync pages); to others they don't exist. */
export const OWNER_ONLY_JOB_KINDS: readonly AdminJobKind[] = ['migrate-uploads', 'airtable-sync', 'csv-import'];

/** How a job kind reads in a sentence ('A profile spider is already running'). */
export const JOB_KIND_LABELS: Record<AdminJobKind, string> = {
  'video-spider': 'video spider',
  'profile-spider': 'profile spider',
  'auto-delete': 'auto-delete run',
  'migrate-uploads': 'move of uploads to S3',
  'airtable-sync': 'sync',
  'csv-import': 'CSV import',
  'podcast-feeds': 'read of the podcast feeds',
  'appearance-scan': 'scan for appearances nobody booked',
};
