import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The full new order of a list whose current ids are `current`: the `requested` ids first, then
 * those it leaves out in their current order. Undefined when a requested id is not in the list.
 */
export function reorderedIds(current: number[], requested: number[]): number[] | undefined {
  const known = new Set(current);
  if (requested.some((id) => !known.has(id))) return undefined;
  const listed = new Set(requested);
  return [...requested, ...current.filter((id) => !listed.has(id))];
}

/** Newest first by a time that may be missing (those last), then by id, the latest first: a list's ORDER BY. */
export function newestFirst(time: AnyPgColumn, id: AnyPgColumn): SQL[] {
  return [desc(sql`coalesce(${time}, 'epoch'::timestamptz)`), desc(id)];
}
