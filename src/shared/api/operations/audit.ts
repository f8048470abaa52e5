import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';
import { dayField, text } from '../fields';

/** What /admin/audit sorts by. */
export const ADMIN_AUDIT_SORTS = ['createdAt', 'action'] as const;

/** Who acted, or whom they acted as: a user id, or a part of an email address. */
const accountTerm = text().trim().max(200).optional();

/**
 * The filters of the audit log, shared by the list and its CSV export: the actor and the
 * impersonated account (a user id, or a part of the email), the action (exact), the target's type
 * and id (exact), and the days from and to (UTC, both included).
 */
const auditFilters = {
  actor: accountTerm,
  actingAs: accountTerm,
  action: text().trim().max(100).optional(),
  targetType: text().trim().max(100).optional(),
  targetId: text().trim().max(200).optional(),
  from: dayField.optional(),
  to: dayField.optional(),
};

/** The message when the days are the wrong way round. */
export const AUDIT_DATES_MESSAGE = 'The from date must be on or before the to date';

const datesInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/**
 * GET /api/admin/audit query: paging, sorting and the filters. The list's search `q` is the actor
 * filter's email part (the page's search box); a from date after the to date is a 400.
 */
export const adminAuditQuery = adminListQuery(ADMIN_AUDIT_SORTS, 'createdAt', auditFilters).refine(datesInOrder, {
  message: AUDIT_DATES_MESSAGE,
  path: ['from'],
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

/** GET /api/admin/audit.csv query: the list's filters (and search), without paging. */
export const adminAuditCsvQuery = z
  .object({ q: text().trim().max(200).optional(), ...auditFilters })
  .refine(datesInOrder, { message: AUDIT_DATES_MESSAGE, path: ['from'] });
export type AdminAuditFilters = z.infer<typeof adminAuditCsvQuery>;

/** An account as the log names it. */
const auditAccount = z.object({ id: z.number().int().nullable(), email: z.string().nullable() });
export type AuditAccountRef = z.infer<typeof auditAccount>;

/** One entry of the audit log: who (and as whom, while impersonating), what, on what, when, and what the write recorded. */
const adminAuditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: auditAccount.nullable(),
  actingAs: auditAccount.nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The action in words: 'Started a sync'. */
  label: z.string(),
  /** The target in words: a client's name, a video's title, else its type and id ('job 4'); null without a target. */
  targetLabel: z.string().nullable(),
  /** What the write recorded, most often `{ before, after }`; secrets (password, token, hash…) redacted. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

/** GET /api/admin/audit answer. */
export const adminAuditPage = adminListPage(adminAuditEntry);

/** GET /api/admin/audit/actions answer: every action the log holds, for the filter's select. */
export const adminAuditActions = z.object({ actions: z.array(z.string()) });

/** What a redacted secret reads as in the log view and its export. */
export const REDACTED = '[redacted]';
