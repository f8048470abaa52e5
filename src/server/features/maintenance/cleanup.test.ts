import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { authTokens, rateLimitHits, sessions } from '../../db/schema';
import { deleteExpiredAuthData } from './cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('removes expired sessions, old tokens and stale rate-limit windows, and keeps live ones', async () => {
  const user = await createUser(t.db, { role: 'admin' });
  const past = new Date(Date.now() - 2 * 86_400_000);
  const future = new Date(Date.now() + 86_400_000);
  await t.db.insert(sessions).values([
    { idHash: 'expired', userId: user.id, expiresAt: past },
    { idHash: 'live', userId: user.id, expiresAt: future },
  ]);
  await t.db.insert(authTokens).values([
    { userId: user.id, purpose: 'reset', tokenHash: 'old', expiresAt: past },
    { userId: user.id, purpose: 'reset', tokenHash: 'spent', expiresAt: future, usedAt: past },
    { userId: user.id, purpose: 'reset', tokenHash: 'fresh', expiresAt: future },
  ]);
  await t.db.insert(rateLimitHits).values([
    { key: 'stale', windowStart: past, hits: 3 },
    { key: 'current', windowStart: new Date(), hits: 1 },
  ]);
  await deleteExpiredAuthData(t.db);
  expect((await t.db.select({ id: sessions.idHash }).from(sessions)).map((r) => r.id)).toEqual(['live']);
  expect((await t.db.select({ h: authTokens.tokenHash }).from(authTokens)).map((r) => r.h)).toEqual(['fresh']);
  const keys = await t.db.select({ k: rateLimitHits.key }).from(rateLimitHits).where(sql`true`);
  expect(keys.map((r) => r.k)).toEqual(['current']);
});
