import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { TEST_MODE_KEY } from '@shared/limits';
import { uploadsDir } from '@server/integrations/storage/upload-storage';
import {
  clients,
  clientTeamAssignments,
  episodes,
  keyFactKeywords,
  keyFacts,
  mediaImages,
  podcasts,
  profileKeywords,
  settings,
  talkingPoints,
  users,
  videos,
} from '../schema';
import { type SeedSummary, seedDemoIfEmpty } from '.';

let t: TestApp;
let summary: SeedSummary | undefined;
let second: SeedSummary | undefined;
const printed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const seed = () => seedDemoIfEmpty(t.db, { dataDir: t.config.dataDir, print: (line) => printed.push(line) });
  // Two nodes starting together on one empty database: exactly one seeds.
  const results = await Promise.all([seed(), seed()]);
  summary = results.find((r) => r !== undefined);
  second = results.find((r) => r === undefined);
}, 60_000);
afterAll(() => t.close());

const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;
const uploaded = (path: string) => join(uploadsDir(t.config.dataDir), path.replace(/^\/uploads\//, ''));

it('seeds once when two processes start on the same empty database', () => {
  expect(summary).toBeDefined();
  expect(second).toBeUndefined();
});

it('seeds a believable directory with every kind of content', async () => {
  expect(summary?.clients).toBeGreaterThanOrEqual(24);
  const profiles = await t.db.select().from(clients);
  expect(profiles.length).toBeGreaterThanOrEqual(24);
  for (const c of profiles) {
    expect(c.narrativeBio).toMatch(/\[[^\]]+\]\(https:\/\//);
    expect(c.headline).toBeTruthy();
    expect(c.goaCategories.length).toBeGreaterThan(0);
    expect(c.sampleQuestions?.split('\n').length).toBeGreaterThanOrEqual(5);
  }
  expect(profiles.filter((c) => c.featured).length).toBeGreaterThanOrEqual(4);
  expect(await total(talkingPoints)).toBeGreaterThanOrEqual(24 * 3);
  expect(await total(profileKeywords)).toBeGreaterThanOrEqual(24 * 4);
  expect(await total(mediaImages)).toBeGreaterThanOrEqual(24 * 2);
  expect(await total(podcasts)).toBeGreaterThanOrEqual(6);
  expect(await total(episodes)).toBeGreaterThan(0);
  const listed = (await t.app.inject({ url: '/api/clients?limit=100' })).json();
  expect(listed.total).toBeGreaterThanOrEqual(24);
  expect((await t.app.inject({ url: '/api/clients/featured' })).json().length).toBeGreaterThan(0);
  expect((await t.app.inject({ url: '/api/videos/featured' })).json().length).toBeGreaterThan(0);
  expect((await t.app.inject({ url: '/api/key-facts/random?limit=3' })).json()).toHaveLength(3);
  const [setting] = await t.db.select().from(settings).where(eq(settings.key, TEST_MODE_KEY));
  expect(setting.value).toBe('false');
});

it('gives every profile approved videos with key facts, and leaves some pending', async () => {
  const all = await t.db.select().from(videos);
  expect(all.filter((v) => v.toApprove === 1).length).toBeGreaterThan(0);
  for (const v of all) {
    expect(v.youtubeId).toHaveLength(11);
    expect(v.keywords.length).toBeLessThanOrEqual(5);
  }
  const facts = await t.db.select({ id: keyFacts.id, videoId: keyFacts.videoId }).from(keyFacts);
  const approved = all.filter((v) => v.toApprove === 0);
  for (const v of approved) expect(facts.filter((f) => f.videoId === v.id).length).toBeGreaterThanOrEqual(1);
  expect(new Set(approved.map((v) => v.clientId)).size).toBe(summary?.clients);
  const links = await t.db.select({ keyFactId: keyFactKeywords.keyFactId }).from(keyFactKeywords);
  for (const f of facts) expect(links.filter((l) => l.keyFactId === f.id).length).toBeLessThanOrEqual(4);
});

it('writes every generated image it refers to', async () => {
  const paths = [
    ...(await t.db.select({ p: clients.localimage }).from(clients)).map((r) => r.p),
    ...(await t.db.select({ p: mediaImages.localFilename }).from(mediaImages)).map((r) => r.p),
    ...(await t.db.select({ p: videos.localThumbnail }).from(videos)).map((r) => r.p),
  ];
  for (const path of paths) expect(path && existsSync(uploaded(path))).toBe(true);
  const [video] = await t.db.select().from(videos).limit(1);
  expect(await sharp(uploaded(video.localThumbnail ?? '')).metadata()).toMatchObject({ width: 1280, height: 720 });
  const [client] = await t.db.select().from(clients).limit(1);
  const image = await t.app.inject({ url: `/uploads/${client.localimage}` });
  expect(image.statusCode).toBe(200);
});

it('prints five accounts once, whose random passwords sign in', async () => {
  const accounts = summary?.accounts ?? [];
  expect(accounts.map((a) => a.role).sort()).toEqual(['admin', 'guest', 'guest', 'owner', 'team']);
  const passwords = new Set(accounts.map((a) => a.password));
  expect(passwords.size).toBe(5);
  const guests = accounts.filter((a) => a.role === 'guest');
  expect(new Set(guests.map((g) => g.clientSlug)).size).toBe(2);
  for (const account of accounts) {
    expect(account.password.length).toBeGreaterThanOrEqual(15);
    expect(printed.filter((line) => line.includes(account.email) && line.includes(account.password))).toHaveLength(1);
    if (account.clientSlug) expect(printed.some((line) => line.includes(account.email) && line.includes(`/profile/${account.clientSlug}`))).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: account.role, clientSlug: account.clientSlug });
  }
  const stored = await t.db.select({ hash: users.passwordHash }).from(users);
  for (const row of stored) expect([...passwords]).not.toContain(row.hash);
  const team = accounts.find((a) => a.role === 'team');
  const [assignment] = await t.db
    .select({ slug: clients.slug })
    .from(clientTeamAssignments)
    .innerJoin(users, eq(users.id, clientTeamAssignments.userId))
    .innerJoin(clients, eq(clients.id, clientTeamAssignments.clientId))
    .where(eq(users.email, team?.email ?? ''));
  expect(assignment.slug).toBe(team?.clientSlug);
});

it('does nothing on a database that has data', async () => {
  const before = await total(clients);
  expect(await seedDemoIfEmpty(t.db, { dataDir: t.config.dataDir, print: () => undefined })).toBeUndefined();
  expect(await total(clients)).toBe(before);
});

it('shows the booking desk at work: the inbox, a hold, a pitch’s timeline and a quoted testimonial, read through the routes', async () => {
  const admin = summary?.accounts.find((a) => a.role === 'admin');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin?.email, password: admin?.password },
    remoteAddress: '10.9.8.7',
  });
  expect(login.statusCode).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const read = async (url: string) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };

  const inbox = await read('/api/admin/booking-requests?pageSize=50');
  expect(inbox.items).toHaveLength(3);
  const stages = inbox.items.map((item: { booking: { status: string } }) => item.booking.status).sort();
  expect(stages).toEqual(['held', 'requested', 'requested']);
  const answered = inbox.items.find((item: { notes: { author: string }[] }) => item.notes.length === 2);
  expect(answered.notes.map((note: { author: string }) => note.author)).toEqual(['agency', 'host']);

  const [pitch] = (await read('/api/admin/pitches')).items;
  expect(pitch).toMatchObject({ showName: 'The Growth Desk', opens: 2, downloads: 1, requests: 1 });
  expect((await read(`/api/admin/pitches/${pitch.id}/events`)).events).toHaveLength(5);

  const quoted = pitch.guests[0].slug;
  const profile = (await t.app.inject({ url: `/api/clients/${quoted}` })).json();
  expect(profile.testimonials).toEqual([
    { quote: 'Our listeners wrote in for a week about this episode.', showName: 'Founders at Dawn', hostName: 'Priyanka Das', rating: 5 },
  ]);
  const appearances = (await t.app.inject({ url: `/api/clients/${profile.id}/episodes` })).json().items;
  expect(appearances.map((episode: { podcastName: string }) => episode.podcastName)).toContain('Founders at Dawn');

  // each release overdue can be followed up: its host has an address to write to
  const overdue = (await read('/api/bookings/releases-overdue')).bookings as { hostEmail: string | null }[];
  expect(overdue.length).toBeGreaterThanOrEqual(3);
  for (const booking of overdue) expect(booking.hostEmail).toMatch(/^[a-z.]+@[a-z-]+\.example\.fm$/);
});
