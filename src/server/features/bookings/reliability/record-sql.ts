import { type SQL, sql } from 'drizzle-orm';

/** How many rows meet `filter`, as an int (PostgreSQL's count is a bigint). */
export const counted = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;

/** A median read back as a number, or null when there was nothing to take it of. */
export const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
