import { route } from '../route';
import type { adminAuditPage, adminAuditQuery } from './admin-audit';
import type { adminErrorsPage, adminErrorsQuery } from './admin-errors';
import type { adminJobParams, jobFindingsPage, jobFindingsQuery } from './admin-jobs';
import type { autoDeleteLogPage, autoDeleteLogQuery } from './auto-delete';
import type { updateLogPage, updateLogQuery } from './update-log';

/** The operations domain's routes: the audit log, the error log, jobs, auto-delete and the update log. */
export const operationsRoutes = {
  /** A page of the audit log (owner). */
  auditLog: route<{ query: typeof adminAuditQuery; response: typeof adminAuditPage }>('GET', '/api/admin/audit'),
  /** A page of the error log's groups. */
  errorLog: route<{ query: typeof adminErrorsQuery; response: typeof adminErrorsPage }>('GET', '/api/admin/errors'),
  /** A page of a job's findings, with the count of each kind. */
  jobFindings: route<{ params: typeof adminJobParams; query: typeof jobFindingsQuery; response: typeof jobFindingsPage }>('GET', '/api/admin/jobs/:id/findings'),
  /** A page of what auto-delete removed. */
  autoDeleteLog: route<{ query: typeof autoDeleteLogQuery; response: typeof autoDeleteLogPage }>('GET', '/api/admin/auto-delete/log'),
  /** A page of the update log. */
  updateLog: route<{ query: typeof updateLogQuery; response: typeof updateLogPage }>('GET', '/api/admin/update-log'),
};
