import { z } from 'zod';

/** A page of a list: the items, the total matching, and where the next page starts (null at the end). */
export interface Page<T> {
  items: T[];
  total: number;
  nextOffset: number | null;
}

/** The schema of a page of `item`s (see Page). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), nextOffset: z.number().nullable() });
}

/** Paging query: limit 1–100 (default 24) and offset. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Builds the page that starts at `offset`: nextOffset is null once the total is reached. */
export function toPage<T>(items: T[], total: number, offset: number): Page<T> {
  const end = offset + items.length;
  return { items, total, nextOffset: end < total ? end : null };
}
