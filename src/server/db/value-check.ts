import { type SQL, sql } from 'drizzle-orm';

/**
 * A CHECK's condition that `column` holds one of `values`, written from the same list as the
 * column's type and the API's schema (so a new value is added in one place).
 */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);
}
