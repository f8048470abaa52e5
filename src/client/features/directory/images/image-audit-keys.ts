import { queryKeys } from '@client/lib/query-keys';

/** The auditor's query keys: the stats (refreshed only by invalidation) and the list. */
export const IMAGE_AUDIT_KEYS = {
  stats: queryKeys.imageAuditStats,
  list: queryKeys.adminList('image-audit'),
};
