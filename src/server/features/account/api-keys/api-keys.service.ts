import type { AdminListPage } from '@shared/api/admin-lists';
import type { ApiKeyItem, ApiKeysQuery, ApiKeyStatus, CreateApiKeyValues, CreatedApiKey } from '@shared/api/account/api-keys';
import type { ApiScope } from '@shared/api/api-scopes';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { notFound, tooManyRequests } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { hitRateLimit } from '@server/platform/rate-limit';
import * as repo from './api-keys.repo';

type KeysContext = Pick<AppContext, 'db'>;

/** What every key starts with, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'pdm_';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function statusOf(row: repo.ApiKeyRow): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt && new Date(row.expiresAt).getTime() <= Date.now() ? 'expired' : 'active';
}

function toItem(row: repo.ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    rateLimitPerMinute: row.rateLimitPerMinute,
    status: statusOf(row),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
  };
}

async function requireItem(ctx: KeysContext, id: number): Promise<ApiKeyItem> {
  const row = await repo.findRow(ctx.db, id);
  if (!row) throw notFound('API key not found');
  return toItem(row);
}

/** One page of keys, with their scopes, status and last use (never the keys). */
export async function listKeys(ctx: KeysContext, query: ApiKeysQuery): Promise<AdminListPage<ApiKeyItem>> {
  const { items: rows, count } = await repo.keyList.page(ctx.db, query);
  return toAdminPage(rows.map(toItem), count, query);
}

/** Makes a key (admin), audited; the key itself is in the answer this once and stored only as its hash. */
export async function createKey(ctx: KeysContext, user: SessionUser, body: CreateApiKeyValues): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  const id = await auditedWrite(
    ctx.db,
    user,
    (tx) =>
      repo.insertKey(tx, {
        name: body.name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: hashToken(key),
        scopes: body.scopes,
        rateLimitPerMinute: body.rateLimitPerMinute,
        expiresAt: body.expiresOn ? new Date(`${body.expiresOn}T00:00:00Z`) : null,
        createdBy: (user.originalUser ?? user).id,
      }),
    (created) => ({
      action: 'api-key.create',
      targetType: 'api-key',
      targetId: created,
      details: { after: { name: body.name, scopes: body.scopes, expiresOn: body.expiresOn ?? null, rateLimitPerMinute: body.rateLimitPerMinute } },
    }),
  );
  return { key, apiKey: await requireItem(ctx, id) };
}

/** Revokes a key at once (admin), audited; revoking a revoked key changes nothing. 404 for an unknown key. */
export async function revokeKey(ctx: KeysContext, user: SessionUser, id: number): Promise<ApiKeyItem> {
  const before = await requireItem(ctx, id);
  if (before.status !== 'revoked') {
    await auditedWrite(
      ctx.db,
      user,
      (tx) => repo.revokeKey(tx, id),
      () => ({ action: 'api-key.revoke', targetType: 'api-key', targetId: id, details: { before: { status: before.status }, after: { status: 'revoked' } } }),
    );
  }
  return requireItem(ctx, id);
}

/** A request's key once checked: which key, and what it may read. */
export interface ApiKeyIdentity {
  id: number;
  scopes: readonly string[];
}

/**
 * The key a request carries (Authorization: Bearer pdm_…), if it works; null when there is none
 * or it is unknown, revoked or expired. Counts the request against the key's own per-minute
 * limit (429 past it) and notes its use.
 */
export async function authenticateKey(ctx: KeysContext, presented: string): Promise<ApiKeyIdentity | null> {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 200) return null;
  const key = await repo.findLiveKey(ctx.db, hashToken(presented));
  if (!key) return null;
  const { hits, retryAfterSeconds } = await hitRateLimit(ctx.db, `api-key:${key.id}`, 60);
  if (hits > key.rateLimitPerMinute)
    throw tooManyRequests(`This key may make ${key.rateLimitPerMinute} requests a minute; try again shortly`, 'RATE_LIMITED', retryAfterSeconds);
  await repo.touchKey(ctx.db, key.id);
  return { id: key.id, scopes: key.scopes };
}
