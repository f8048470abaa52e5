import { type AdminErrorGroup, type AdminErrorsQuery, CLIENT_ERROR_REPORTS_PER_MINUTE, type ErrorStatus } from '@shared/api/operations/errors';
import type { ClientErrorReport } from '@shared/api/frame';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { errorFingerprint } from '@server/lib/error-fingerprint';
import { notFound, tooManyRequests } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { hitRateLimit } from '@server/platform/rate-limit';
import * as repo from './admin-errors.repo';
import { pathWithoutToken } from '@shared/token-pages';

type ErrorsContext = Pick<AppContext, 'db'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Logs what a page's error boundary caught, grouped with its repeats; at most
 * CLIENT_ERROR_REPORTS_PER_MINUTE reports a minute from one address (then 429), so a page stuck
 * in an error loop, or anyone, cannot flood the log.
 */
export async function reportClientError(ctx: ErrorsContext, report: ClientErrorReport, from: { ip: string; user: SessionUser | null }) {
  const { hits, retryAfterSeconds } = await hitRateLimit(ctx.db, `client-error:ip:${from.ip}`, 60);
  if (hits > CLIENT_ERROR_REPORTS_PER_MINUTE) throw tooManyRequests('Too many error reports; try again in a minute', 'RATE_LIMITED', retryAfterSeconds);
  const stack = [report.stack, report.componentStack && `Component stack:${report.componentStack}`].filter(Boolean).join('\n\n') || null;
  await repo.insertOccurrence(ctx.db, {
    source: 'client',
    fingerprint: errorFingerprint('client', report.message, report.stack),
    message: report.message,
    stack,
    method: null,
    // a page reached through a secret link is recorded without its secret
    path: pathWithoutToken(report.path),
    userId: from.user?.id ?? null,
  });
}

/** One page of the error groups, newest last-seen first by default. */
export async function listErrorGroups(ctx: ErrorsContext, query: AdminErrorsQuery): Promise<AdminListPage<AdminErrorGroup>> {
  const { rows, count } = await repo.listPage(ctx.db, query);
  const items = rows.map((r) => ({
    id: Number(r.latest_id),
    fingerprint: r.fingerprint,
    source: r.source,
    message: r.message,
    method: r.method,
    path: r.path,
    sampleStack: r.sample_stack,
    count: Number(r.count),
    firstSeen: iso(r.first_seen),
    lastSeen: iso(r.last_seen),
    status: r.status,
    regressed: Boolean(r.regressed),
  }));
  return toAdminPage(items, count, query);
}

/** Resolves, mutes or reopens a group (admin), audited with before and after; 404 for an unknown fingerprint. */
export async function setErrorStatus(
  ctx: ErrorsContext,
  user: SessionUser,
  fingerprint: string,
  status: ErrorStatus,
): Promise<{ fingerprint: string; status: ErrorStatus }> {
  if (!(await repo.groupExists(ctx.db, fingerprint))) throw notFound('Error group not found');
  await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.setStatus(tx, fingerprint, status, user.id),
    (before) => ({
      action: 'error-group.status',
      targetType: 'error-group',
      targetId: fingerprint,
      details: { before: { status: before }, after: { status } },
    }),
  );
  return { fingerprint, status };
}
