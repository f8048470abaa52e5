import type { idParams } from '../fields';
import type { opaqueBody } from '../fields';
import { route } from '../route';
import type { activityDashboard, activityRangeQuery, clientStats } from './activity';
import type { adminOverview } from './admin';
import type { adminAuditActions, adminAuditCsvQuery, adminAuditPage, adminAuditQuery } from './audit';
import type { adminDatabaseSummary, databaseRowsPage, databaseRowsQuery, databaseTableParams, noDatabaseQuery } from './database';
import type { adminErrorsPage, adminErrorsQuery, errorFingerprintParams, errorStatusAnswer, errorStatusBody } from './errors';
import type {
  autoDeleteLogPage,
  autoDeleteLogQuery,
  autoDeleteOutcome,
  autoDeleteRule,
  autoDeleteRuleBody,
  autoDeleteRuleParams,
  autoDeleteRules,
} from './auto-delete';
import type { joeAnswer, joeQuery } from './joe';
import type { mailSettings, pageAccessUpdateBody, updateSettingBody } from './settings';
import type { pageAccessList, settingList } from '../frame';
import type { restoreResult, updateLogFields, updateLogPage, updateLogQuery } from './update-log';

/**
 * The operations domain's admin console routes (the dashboard, settings, audit, errors, database,
 * activity, auto-delete, the update log and Joe), and the operators' health and metrics
 * routes outside /api. No page's first JS loads them.
 */
export const operationsAdminRoutes = {
  /** The /admin dashboard's counts and recent activity. */
  overview: route<{ response: typeof adminOverview }>('GET', '/api/admin/overview'),
  /** Saves a setting (admin). */
  saveSetting: route<{ body: typeof updateSettingBody; response: typeof settingList }>('PUT', '/api/admin/settings'),
  /** How mail is sent: its sender, where replies go, SMTP or the outbox (admin; read from the server's configuration). */
  mailSettings: route<{ response: typeof mailSettings }>('GET', '/api/admin/mail-settings'),
  /** Shows or hides a sidebar entry (admin). */
  savePageAccess: route<{ body: typeof pageAccessUpdateBody; response: typeof pageAccessList }>('PUT', '/api/admin/page-access'),
  /** A page of the audit log (owner). */
  auditLog: route<{ query: typeof adminAuditQuery; response: typeof adminAuditPage }>('GET', '/api/admin/audit'),
  /** The actions the audit log holds (owner). */
  auditActions: route<{ response: typeof adminAuditActions }>('GET', '/api/admin/audit/actions'),
  /** The filtered audit log as a CSV file (owner; a download). */
  auditCsv: route<{ query: typeof adminAuditCsvQuery; response: typeof opaqueBody }>('GET', '/api/admin/audit.csv'),
  /** A page of the error log's groups. */
  errorLog: route<{ query: typeof adminErrorsQuery; response: typeof adminErrorsPage }>('GET', '/api/admin/errors'),
  /** Resolves, mutes or reopens a group of errors. */
  setErrorStatus: route<{ params: typeof errorFingerprintParams; body: typeof errorStatusBody; response: typeof errorStatusAnswer }>(
    'POST',
    '/api/admin/errors/:fingerprint/status',
  ),
  /** The database's tables and migration version (owner). */
  database: route<{ query: typeof noDatabaseQuery; response: typeof adminDatabaseSummary }>('GET', '/api/admin/database'),
  /** A page of a table's rows (owner). */
  tableRows: route<{ params: typeof databaseTableParams; query: typeof databaseRowsQuery; response: typeof databaseRowsPage }>(
    'GET',
    '/api/admin/database/tables/:table/rows',
  ),
  /** A table as a CSV file (owner; a download). */
  tableCsv: route<{ params: typeof databaseTableParams; response: typeof opaqueBody }>('GET', '/api/admin/database/tables/:table.csv'),
  /** A backup of the database (owner; a download). */
  backup: route<{ query: typeof noDatabaseQuery; response: typeof opaqueBody }>('GET', '/api/admin/database/backup'),
  /** The activity dashboard of a range of days. */
  activity: route<{ query: typeof activityRangeQuery; response: typeof activityDashboard }>('GET', '/api/admin/activity'),
  /** A client's own stats (whoever may manage it). */
  clientStats: route<{ params: typeof idParams; query: typeof activityRangeQuery; response: typeof clientStats }>('GET', '/api/clients/:id/stats'),
  /** The auto-delete rules. */
  autoDeleteRules: route<{ response: typeof autoDeleteRules }>('GET', '/api/admin/auto-delete/rules'),
  /** Switches an auto-delete rule on or off, or changes its age. */
  saveAutoDeleteRule: route<{ params: typeof autoDeleteRuleParams; body: typeof autoDeleteRuleBody; response: typeof autoDeleteRule }>(
    'PUT',
    '/api/admin/auto-delete/rules/:rule',
  ),
  /** What the enabled rules would remove now (a dry run). */
  autoDeletePreview: route<{ response: typeof autoDeleteOutcome }>('GET', '/api/admin/auto-delete/preview'),
  /** Runs auto-delete now. */
  runAutoDelete: route<{ response: typeof autoDeleteOutcome }>('POST', '/api/admin/auto-delete/run'),
  /** A page of what auto-delete removed. */
  autoDeleteLog: route<{ query: typeof autoDeleteLogQuery; response: typeof autoDeleteLogPage }>('GET', '/api/admin/auto-delete/log'),
  /** A page of the update log. */
  updateLog: route<{ query: typeof updateLogQuery; response: typeof updateLogPage }>('GET', '/api/admin/update-log'),
  /** The fields the update log holds. */
  updateLogFields: route<{ response: typeof updateLogFields }>('GET', '/api/admin/update-log/fields'),
  /** Restores the version before one change. */
  restoreChange: route<{ params: typeof idParams; response: typeof restoreResult }>('POST', '/api/admin/update-log/:id/restore'),
  /** Joe, the command palette's search. */
  joe: route<{ query: typeof joeQuery; response: typeof joeAnswer }>('GET', '/api/admin/joe'),
  /** Liveness: the process answers (no database call). */
  healthz: route<{ response: typeof opaqueBody }>('GET', '/healthz'),
  /** Readiness: the database answers with its migrations current, and the node is not draining (503 otherwise). */
  readyz: route<{ response: typeof opaqueBody }>('GET', '/readyz'),
  /** Prometheus metrics, behind METRICS_TOKEN (404 while it is unset). */
  metrics: route<{ response: typeof opaqueBody }>('GET', '/metrics'),
};
