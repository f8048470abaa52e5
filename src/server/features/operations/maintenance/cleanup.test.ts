import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { authTokens, bookingLinks, bookingRequests, errorLog, navigationEvents, rateLimitHits, sessions } from '@server/db/schema';
import { AT_START_DELAY_MS } from '@server/jobs/repeat';
import { deleteExpiredAuthData, deleteExpiredBookingRequests, deleteExpiredLogs, scheduleCleanup } from './cleanup';

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

it('deletes log rows older than the retention period in batches, and keeps newer ones', async () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await t.db.insert(errorLog).values([{ message: 'old', createdAt: daysAgo(91) }, { message: 'recent', createdAt: daysAgo(89) }, { message: 'now' }]);
  await t.db
    .insert(navigationEvents)
    .values([
      ...[100, 101, 102, 103, 104].map((days) => ({ userId: 1, path: `/old-${days}`, visitedAt: daysAgo(days) })),
      { userId: 1, path: '/recent', visitedAt: daysAgo(10) },
    ]);
  await deleteExpiredLogs(t.db, 90, 2);
  const messages = await t.db.select({ m: errorLog.message }).from(errorLog).orderBy(errorLog.id);
  expect(messages.map((r) => r.m)).toEqual(['recent', 'now']);
  expect((await t.db.select({ p: navigationEvents.path }).from(navigationEvents)).map((r) => r.p)).toEqual(['/recent']);

  await deleteExpiredLogs(t.db, 7);
  expect(await t.db.select().from(navigationEvents)).toEqual([]);
});

it('deletes unconfirmed and joined booking requests a day past their link, with their links, and keeps fresh and confirmed ones', async () => {
  const client = await createClient(t.db);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const request = (showName: string, status: 'unconfirmed' | 'requested' | 'joined', linkExpiresAt: Date | null) => ({
    clientId: client.id,
    status,
    hostName: 'Hana Host',
    hostEmail: 'hana@example.test',
    showName,
    showUrl: `https://shows.example.test/${showName}`,
    showKey: `shows.example.test/${showName}`,
    topic: 'Change',
    slots: ['2099-01-01T10:00:00.000Z', '2099-01-02T10:00:00.000Z'],
    timeZone: 'UTC',
    format: 'audio' as const,
    setting: 'remote' as const,
    linkExpiresAt,
    confirmedAt: status === 'unconfirmed' ? null : hoursAgo(100),
  });
  const rows = await t.db
    .insert(bookingRequests)
    .values([
      request('fresh', 'unconfirmed', new Date(Date.now() + 86_400_000)),
      // expired, but less than a day ago: the host may still ask why
      request('just-expired', 'unconfirmed', hoursAgo(23)),
      request('expired', 'unconfirmed', hoursAgo(25)),
      request('confirmed', 'requested', null),
      // joined into an earlier request's thread: its own row goes once its link is over
      request('joined-live', 'joined', new Date(Date.now() + 86_400_000)),
      request('joined-expired', 'joined', hoursAgo(25)),
    ])
    .returning();
  await t.db
    .insert(bookingLinks)
    .values(rows.map((row) => ({ tokenHash: `cleanup-${row.showName}`, purpose: 'host' as const, requestId: row.id, expiresAt: row.linkExpiresAt })));
  await deleteExpiredBookingRequests(t.db);
  const left = await t.db.select({ showName: bookingRequests.showName }).from(bookingRequests).orderBy(bookingRequests.id);
  expect(left.map((r) => r.showName)).toEqual(['fresh', 'just-expired', 'confirmed', 'joined-live']);
  const links = await t.db.select({ hash: bookingLinks.tokenHash }).from(bookingLinks).orderBy(bookingLinks.tokenHash);
  expect(links.map((l) => l.hash)).toEqual(['cleanup-confirmed', 'cleanup-fresh', 'cleanup-joined-live', 'cleanup-just-expired']);
});

it('the scheduled clean-up applies the log retention period', async () => {
  await t.db.insert(errorLog).values({ message: 'stale', createdAt: new Date(Date.now() - 3 * 86_400_000) });
  const onError = vi.fn();
  const jobRun = vi.fn();
  // its first run waits for start-up to settle (AT_START_DELAY_MS): the clock is moved past it
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const stop = scheduleCleanup(t.db, 2, onError, { jobRun });
  try {
    await vi.advanceTimersByTimeAsync(AT_START_DELAY_MS);
    vi.useRealTimers();
    await expect.poll(async () => (await t.db.select().from(errorLog).where(eq(errorLog.message, 'stale'))).length).toBe(0);
    await expect.poll(() => jobRun.mock.calls).toEqual([['cleanup', 'succeeded']]);
  } finally {
    vi.useRealTimers();
    stop();
  }
  expect(onError).not.toHaveBeenCalled();
});
