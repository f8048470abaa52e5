import { z } from 'zod';
import { idNumber, text } from './fields';

/** Page sizes an admin list offers. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Counts stop here: past it a list says '10,000+' (an exact count of a million rows costs more than the page). */
export const ADMIN_COUNT_CAP = 10_000;

/** The deepest page an admin list serves (offset ≤ 50,000): narrow the filters to go further. */
export const ADMIN_MAX_PAGE = 500;

/** The most rows one bulk action takes. */
export const ADMIN_BULK_LIMIT = 500;

/**
 * The query of a server-paginated admin list: page (from 1), pageSize, sort (one of `sorts`),
 * dir and a search term q, plus the list's own `filters`. Unknown sorts and sizes are a 400.
 */
export function adminListQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, defaultSort: S[number], filters: F) {
  return z.object({
    page: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE, `Page must be at most ${ADMIN_MAX_PAGE}; narrow the filters instead`).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
      .default(25),
    sort: z.enum(sorts).default(defaultSort as never),
    dir: z.enum(['asc', 'desc']).default('desc'),
    q: text().trim().max(200).optional(),
    ...filters,
  });
}

/** The answer of an admin list: one page of items, the total (capped at ADMIN_COUNT_CAP; `totalCapped` when more exist). */
export function adminListPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An admin list page, as the client reads it. */
export interface AdminListPage<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** The body of a bulk action: the ids of the selected rows (1 to ADMIN_BULK_LIMIT, no repeats). */
export const bulkIdsBody = z.object({
  ids: z
    .array(idNumber())
    .min(1, 'Select at least one row')
    .max(ADMIN_BULK_LIMIT, `At most ${ADMIN_BULK_LIMIT} rows at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once'),
});

/** The answer of a bulk action: how many rows it changed. */
export const bulkResult = z.object({ changed: z.number().int() });
export type BulkResult = z.infer<typeof bulkResult>;

/** A query flag as a URL carries it: 'true' or 'false'. */
export function queryFlag() {
  return z.enum(['true', 'false']).transform((value) => value === 'true');
}
