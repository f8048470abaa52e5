import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `column` holds this email address, ignoring case: lower() on both sides, as the accounts' unique index (lower(email)) compares them. */
export function emailMatches(column: SQLWrapper, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}
