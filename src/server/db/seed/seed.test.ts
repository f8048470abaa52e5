import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { uploadsDir } from '../../plugins/uploads';
import { clients, episodes, keyFacts, mediaImages, podcasts, talkingPoints, users, videos } from '../schema';
import { type SeedSummary, seedDemoIfEmpty } from '.';

let t: TestApp;
let summary: SeedSummary | undefined;
const printed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemoIfEmpty(t.db, { dataDir: t.config.dataDir, print: (line) => printed.push(line) });
}, 60_000);
afterAll(() => t.close());

const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;

it('seeds a believable directory with every kind of content', async () => {
  expect(summary?.clients).toBeGreaterThanOrEqual(24);
  expect(await total(clients)).toBeGreaterThanOrEqual(24);
  expect(await total(talkingPoints)).toBeGreaterThanOrEqual(24 * 3);
  expect(await total(mediaImages)).toBeGreaterThanOrEqual(24 * 2);
  expect(await total(keyFacts)).toBeGreaterThan(0);
  expect(await total(podcasts)).toBeGreaterThanOrEqual(6);
  expect(await total(episodes)).toBeGreaterThan(0);
  const listed = (await t.app.inject({ url: '/api/clients?limit=100' })).json();
  expect(listed.total).toBeGreaterThanOrEqual(24);
  expect((await t.app.inject({ url: '/api/clients/featured' })).json().length).toBeGreaterThan(0);
  expect((await t.app.inject({ url: '/api/videos/featured' })).json().length).toBeGreaterThan(0);
  expect((await t.app.inject({ url: '/api/key-facts/random?limit=3' })).json()).toHaveLength(3);
  const pending = await t.db.select({ n: count() }).from(videos).where(eq(videos.toApprove, 1));
  expect(pending[0].n).toBeGreaterThan(0);
});

it('writes the generated images it refers to', async () => {
  const [client] = await t.db.select().from(clients).limit(1);
  expect(existsSync(join(uploadsDir(t.config.dataDir), client.localimage!))).toBe(true);
  const [video] = await t.db.select().from(videos).limit(1);
  expect(existsSync(join(uploadsDir(t.config.dataDir), video.localThumbnail!.replace('/uploads/', '')))).toBe(true);
  const image = await t.app.inject({ url: `/uploads/${client.localimage}` });
  expect(image.statusCode).toBe(200);
});

it('prints five accounts once, whose random passwords sign in', async () => {
  expect(summary?.accounts.map((a) => a.role).sort()).toEqual(['admin', 'guest', 'guest', 'owner', 'team']);
  const passwords = new Set(summary?.accounts.map((a) => a.password));
  expect(passwords.size).toBe(5);
  for (const account of summary!.accounts) {
    expect(printed.some((line) => line.includes(account.email) && line.includes(account.password))).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSlug).toBe(account.clientSlug);
  }
  const stored = await t.db.select({ hash: users.passwordHash }).from(users);
  for (const row of stored) expect([...passwords]).not.toContain(row.hash);
});

it('does nothing on a database that has data', async () => {
  expect(await seedDemoIfEmpty(t.db, { dataDir: t.config.dataDir, print: () => undefined })).toBeUndefined();
});
