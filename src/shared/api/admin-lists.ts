import { z } from 'zod';
import { bodyId, text } from './fields';

/** Page sizes an admin list offers. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Counts stop here: past it a list says '10,000+' (an exact count of a million rows costs more than the page). */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * A search counts its matches to here: past it the list says '1,000+'. A common word matches a
 * tenth of a big table, and counting 10,000 of those costs more than the page; paging goes on.
 */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;

/**
 * The deepest row an admin list pages to, as deep as its count goes: a page may end at row 10,000
 * at most (page 400 of 25, page 100 of 100). Past it an editor narrows the filters or the search,
 * as in Elasticsearch's max_result_window; an offset of a million rows costs more than any page.
 */
export const ADMIN_MAX_ROWS = ADMIN_COUNT_CAP;

/** The last page of a page size that an admin list serves. */
export function adminMaxPage(pageSize: number): number {
  return Math.floor(ADMIN_MAX_ROWS / pageSize);
}

/** The most rows one bulk action takes. */
export const ADMIN_BULK_LIMIT = 500;

/** Whether a page ends within ADMIN_MAX_ROWS. */
export function endsWithinReach(query: { page: number; pageSize: number }): boolean {
  return query.page * query.pageSize <= ADMIN_MAX_ROWS;
}

/** The page (from 1) and pageSize (one of ADMIN_PAGE_SIZES, 25 by default) of an admin list query. */
export const adminPagingFields = {
  page: z.coerce.number().int().min(1).max(adminMaxPage(ADMIN_PAGE_SIZES[0])).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
    .default(25),
};

/**
 * The query of a server-paginated admin list: page (from 1), pageSize, sort (one of `sorts`),
 * dir and a search term q, plus the list's own `filters`. Unknown sorts and sizes, and a page
 * ending past row ADMIN_MAX_ROWS, are a 400.
 */
export function adminListQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, defaultSort: S[number], filters: F) {
  return z
    .object({
      ...adminPagingFields,
      sort: z.enum(sorts).default(defaultSort as never),
      dir: z.enum(['asc', 'desc']).default('desc'),
      q: text().trim().max(200).optional(),
      ...filters,
    })
    .refine((query) => endsWithinReach(query as { page: number; pageSize: number }), {
      message: `Only the first ${ADMIN_MAX_ROWS.toLocaleString('en-US')} rows can be paged through; narrow the filters or search instead`,
      path: ['page'],
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
    .array(bodyId())
    .min(1, 'Select at least one row')
    .max(ADMIN_BULK_LIMIT, `At most ${ADMIN_BULK_LIMIT} rows at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once'),
});

/** The answer of a bulk action: how many rows it changed. */
export const bulkResult = z.object({ changed: z.number().int() });

/** A query flag as a URL carries it: 'true' or 'false'. */
export function queryFlag() {
  return z.enum(['true', 'false']).transform((value) => value === 'true');
}
