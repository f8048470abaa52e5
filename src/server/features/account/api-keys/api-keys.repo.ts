import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ApiKeyStatus, ApiKeysQuery } from '@shared/api/account/api-keys';
import type { DbOrTx } from '@server/db/client';
import { apiKeys, users } from '@server/db/schema';
import { type AdminListStep, defineAdminList, idsOf, ilikeContains, listRows, sortsByColumn } from '@server/lib/admin-list';

/** A key as the list reads it, with the email of whoever made it. */
export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'keyHash' | 'createdBy'> & { createdBy: string | null };

const STATUS_WHERE: Record<ApiKeyStatus, SQL | undefined> = {
  active: and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`))),
  expired: and(isNull(apiKeys.revokedAt), isNotNull(apiKeys.expiresAt), lte(apiKeys.expiresAt, sql`now()`)),
  revoked: isNotNull(apiKeys.revokedAt),
};

const rowColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
  createdBy: users.email,
};

/** The keys with the email of whoever made each. */
const keyRows = listRows((db: DbOrTx) => db.select(rowColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy)).$dynamic(), apiKeys.id);

/** The keys, newest first by default, searched by name and filtered by status. */
export const keyList = defineAdminList({
  count: idsOf(apiKeys),
  filters: {
    q: (term: string) => ilikeContains(apiKeys.name, term),
    status: (status: ApiKeyStatus) => STATUS_WHERE[status],
  },
  sorts: sortsByColumn({ createdAt: apiKeys.createdAt, name: sql`lower(${apiKeys.name})`, lastUsedAt: sql`${apiKeys.lastUsedAt} NULLS LAST` }, apiKeys.id),
  page: (db: DbOrTx, step: AdminListStep<ApiKeysQuery>): PromiseLike<ApiKeyRow[]> => keyRows.page(db, step),
});

/** One key as the list reads it. */
export function findRow(db: DbOrTx, id: number): Promise<ApiKeyRow | undefined> {
  return keyRows.find(db, id);
}

/** Stores a new key (its hash); its id. */
export async function insertKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row.id;
}

/** Revokes a key that is not revoked yet; whether it was. */
export async function revokeKey(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key with this hash if it still works (not revoked, not expired): its id, scopes and rate limit. */
export async function findLiveKey(db: DbOrTx, keyHash: string) {
  const rows = await db
    .select({ id: apiKeys.id, scopes: apiKeys.scopes, rateLimitPerMinute: apiKeys.rateLimitPerMinute })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), STATUS_WHERE.active))
    .limit(1);
  return rows[0];
}

/** Notes a key's use, at most once a minute (a busy key doesn't write on every request). */
export async function touchKey(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
