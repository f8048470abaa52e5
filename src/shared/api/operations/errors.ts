import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';

/** Where an error happened: the server (an unexpected 5xx) or a page in the browser (its error boundary). */
export const ERROR_SOURCES = ['server', 'client'] as const;

/** What an admin made of a group of errors; a resolved group that happens again is open again. */
export const ERROR_STATUSES = ['open', 'resolved', 'muted'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The most client error reports one address may send a minute (more are a 429). */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;

/** What /admin/errors sorts by. */
export const ADMIN_ERROR_SORTS = ['lastSeen', 'firstSeen', 'count'] as const;

/** GET /api/admin/errors query: paging, a search of message and path, and filters by status and source. */
export const adminErrorsQuery = adminListQuery(ADMIN_ERROR_SORTS, 'lastSeen', {
  status: z.enum(ERROR_STATUSES).optional(),
  source: z.enum(ERROR_SOURCES).optional(),
});
export type AdminErrorsQuery = z.infer<typeof adminErrorsQuery>;

/** A group of repeats of one error (one fingerprint), with its latest occurrence as the sample. */
const adminErrorGroup = z.object({
  /** The id of its latest occurrence (the row key of the list). */
  id: z.number().int(),
  fingerprint: z.string(),
  source: z.enum(ERROR_SOURCES),
  message: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  sampleStack: z.string().nullable(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  status: z.enum(ERROR_STATUSES),
  /** Resolved once, and seen again since. */
  regressed: z.boolean(),
});
export type AdminErrorGroup = z.infer<typeof adminErrorGroup>;

/** GET /api/admin/errors answer. */
export const adminErrorsPage = adminListPage(adminErrorGroup);

/** The fingerprint in /api/admin/errors/{fingerprint}/status. */
export const errorFingerprintParams = z.object({ fingerprint: z.string().regex(/^[0-9a-f]{40}$/, 'Unknown error group') });

/** POST /api/admin/errors/{fingerprint}/status body. */
export const errorStatusBody = z.object({ status: z.enum(ERROR_STATUSES, { error: `status must be one of ${ERROR_STATUSES.join(', ')}` }) });

/** POST /api/admin/errors/{fingerprint}/status answer: the group and its new status. */
export const errorStatusAnswer = z.object({ fingerprint: z.string(), status: z.enum(ERROR_STATUSES) });
