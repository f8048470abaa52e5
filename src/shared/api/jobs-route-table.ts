import type { opaqueBody } from './fields';
import type { adminJob, adminJobParams, adminJobsPage, adminJobsQuery, jobFindingsPage, jobFindingsQuery } from './jobs';
import { route } from './route';

/** The job system's routes (admins; each job kind's owner rule is the service's): the history, one job, cancelling it, its findings and its live progress. */
export const jobRoutes = {
  /** A page of the jobs' history. */
  jobs: route<{ query: typeof adminJobsQuery; response: typeof adminJobsPage }>('GET', '/api/admin/jobs'),
  /** One job. */
  job: route<{ params: typeof adminJobParams; response: typeof adminJob }>('GET', '/api/admin/jobs/:id'),
  /** Cancels a job. */
  cancelJob: route<{ params: typeof adminJobParams; response: typeof adminJob }>('POST', '/api/admin/jobs/:id/cancel'),
  /** A page of a job's findings, with the count of each kind. */
  jobFindings: route<{ params: typeof adminJobParams; query: typeof jobFindingsQuery; response: typeof jobFindingsPage }>(
    'GET',
    '/api/admin/jobs/:id/findings',
  ),
  /** A job's live progress (Server-Sent Events). */
  jobEvents: route<{ params: typeof adminJobParams; response: typeof opaqueBody }>('GET', '/api/admin/jobs/:id/events'),
};
