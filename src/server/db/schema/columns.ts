import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** A required reference to the id of the row this one belongs to (`name` its column): the row is deleted with it. */
export function belongsTo(name: string, target: () => AnyPgColumn) {
  return integer(name).notNull().references(target, { onDelete: 'cascade' });
}

/** When the row was made: created_at, set by the database. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
