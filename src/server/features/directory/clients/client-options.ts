import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import type { DbOrTx } from '@server/db/client';
import { clients } from '@server/db/schema';
import { containsPattern } from '@server/lib/admin-list';

/** How many clients a picker offers at once. */
const CLIENT_OPTIONS = 20;

/** The clients an admin filter or picker offers for what was typed (or the one client of `id`), among `within` when given. */
export function clientOptions(db: DbOrTx, query: { q: string; id?: number }, within?: readonly number[]): Promise<ClientOption[]> {
  return findClientOptions(db, query.q, query.id, CLIENT_OPTIONS, within);
}

/**
 * Up to `limit` clients whose name or slug contains `q`, by name (every client when q is empty);
 * only client `id` when given; only among `within` when given (none when it is empty).
 */
async function findClientOptions(db: DbOrTx, q: string, id: number | undefined, limit: number, within?: readonly number[]): Promise<ClientOption[]> {
  if (within?.length === 0) return [];
  const pattern = containsPattern(q);
  const matching = q ? or(sql`${clients.name} ILIKE ${pattern}`, sql`${clients.slug} ILIKE ${pattern}`) : undefined;
  return db
    .select({ id: clients.id, name: clients.name, slug: clients.slug, archived: sql<boolean>`${clients.archivedAt} IS NOT NULL` })
    .from(clients)
    .where(and(id === undefined ? matching : eq(clients.id, id), within ? inArray(clients.id, [...within]) : undefined))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}
