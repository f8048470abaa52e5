import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { ACTIVITY_MAX_DAYS, ACTIVITY_ORDER_MESSAGE, ACTIVITY_SPAN_MESSAGE, addDays, todayUtc } from '@shared/api/operations/activity';
import { type CounterKind, dailyCounters, navigationEvents } from '@server/db/schema';
import { PROFILE_VIEW_LIMIT } from './activity.service';

let t: TestApp;
let admin: string;
let owner: string;
/** A listed client with its own guest and team, and a second client's guest. */
const own = { id: 0, slug: '', guest: '', team: '', impersonating: '' };
let otherGuest: string;
let nextAddress = 1;

/** A new client address for each caller: the view limit counts per address. */
const address = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createUser(t.db, { role: 'admin' });
  admin = await openSession(t.db, adminUser.id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  const client = await createClient(t.db, { name: 'Ada Activity' });
  own.id = client.id;
  own.slug = client.slug;
  own.guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  own.team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: client.id })).id);
  own.impersonating = await openSession(t.db, adminUser.id, client.id);
  const other = await createClient(t.db);
  otherGuest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: other.id })).id);
});
afterAll(() => t.close());

/** Today's count of a kind for a client (0: none). */
async function today(kind: CounterKind, clientId = 0): Promise<number> {
  const [row] = await t.db
    .select({ count: dailyCounters.count })
    .from(dailyCounters)
    .where(and(eq(dailyCounters.day, todayUtc()), eq(dailyCounters.kind, kind), eq(dailyCounters.clientId, clientId)));
  return row?.count ?? 0;
}

const view = (slug: string, cookie?: string, remoteAddress = address()) =>
  t.app.inject({ method: 'POST', url: `/api/clients/${encodeURIComponent(slug)}/view`, remoteAddress, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('profile views', () => {
  it('counts a visitor and another client’s guest (202, no cookie set)', async () => {
    const before = await today('profile_view', own.id);
    const res = await view(own.slug);
    expect(res.statusCode).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await view(own.slug, otherGuest)).statusCode).toBe(202);
    expect(await today('profile_view', own.id)).toBe(before + 2);
  });

  it('does not count admins, owners, an admin viewing as the client, or the client’s own guest and team', async () => {
    const before = await today('profile_view', own.id);
    for (const cookie of [admin, owner, own.impersonating, own.guest, own.team]) expect((await view(own.slug, cookie)).statusCode).toBe(202);
    expect(await today('profile_view', own.id)).toBe(before);
  });

  it('answers 404 for unknown, unlisted and archived profiles, counting nothing', async () => {
    const unlisted = await createClient(t.db, { narrativeBio: '' });
    const archived = await createClient(t.db, { archivedAt: new Date() });
    for (const slug of ['no-such-profile', unlisted.slug, archived.slug]) expect((await view(slug)).statusCode, slug).toBe(404);
    expect(await today('profile_view', unlisted.id)).toBe(0);
    expect(await today('profile_view', archived.id)).toBe(0);
  });

  it(`counts at most ${PROFILE_VIEW_LIMIT.hits} views a minute from one address, still answering 202`, async () => {
    const client = await createClient(t.db);
    const from = address();
    for (let i = 0; i < PROFILE_VIEW_LIMIT.hits + 3; i++) expect((await view(client.slug, undefined, from)).statusCode).toBe(202);
    expect(await today('profile_view', client.id)).toBe(PROFILE_VIEW_LIMIT.hits);
    await view(client.slug);
    expect(await today('profile_view', client.id)).toBe(PROFILE_VIEW_LIMIT.hits + 1);
  });
});

describe('downloads and sign-ins', () => {
  it('counts a one-sheet PDF made (200), not a missing one (404)', async () => {
    const client = await createClient(t.db);
    expect((await get(`/api/clients/${client.slug}/pdf-profile`)).statusCode).toBe(200);
    expect((await get('/api/clients/no-such-profile/pdf-profile')).statusCode).toBe(404);
    expect(await today('pdf_download', client.id)).toBe(1);
  });

  it('counts a successful sign-in, not a failed one', async () => {
    const user = await createUser(t.db, { role: 'team', clientId: own.id });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address(), payload: { email: user.email, password, rememberMe: false } });
    const before = await today('sign_in');
    expect((await login('not the password')).statusCode).toBe(401);
    expect(await today('sign_in')).toBe(before);
    expect((await login(user.password!)).statusCode).toBe(200);
    expect(await today('sign_in')).toBe(before + 1);
  });
});

describe('GET /api/admin/activity', () => {
  it('sums a seeded range: every day present (zeros too), top pages of visitors and staff apart, top profiles, totals', async () => {
    const a = await createClient(t.db, { name: 'Aaron Seeded' });
    const b = await createClient(t.db, { name: 'Bea Seeded' });
    const [u1, u2] = [(await createUser(t.db, { role: 'admin' })).id, (await createUser(t.db, { role: 'owner' })).id];
    const g = (await createUser(t.db, { role: 'guest', clientId: a.id })).id;
    await t.db.insert(navigationEvents).values([
      { userId: u1, path: '/profile/x', visitedAt: new Date('2031-03-01T00:00:00Z') },
      { userId: u1, path: '/profile/x', visitedAt: new Date('2031-03-01T23:59:59Z') },
      { userId: u2, path: '/admin', visitedAt: new Date('2031-03-01T12:00:00Z') },
      { userId: u2, path: '/admin/videos', visitedAt: new Date('2031-03-02T12:00:00Z') },
      { userId: u1, path: '/admin/videos', visitedAt: new Date('2031-03-02T13:00:00Z') },
      { userId: u2, path: '/profile/x', visitedAt: new Date('2031-03-03T12:00:00Z') },
      { userId: u2, path: '/', visitedAt: new Date('2031-03-03T12:00:00Z') },
      { userId: g, path: '/', visitedAt: new Date('2031-03-03T12:00:00Z') },
      { userId: g, path: `/profile/${a.slug}`, visitedAt: new Date('2031-03-03T12:01:00Z') },
      { userId: g, path: `/profile/${a.slug}/bookings`, visitedAt: new Date('2031-03-03T12:02:00Z') },
      { userId: u2, path: '/outside', visitedAt: new Date('2031-03-04T00:00:00Z') },
    ]);
    await t.db.insert(dailyCounters).values([
      { day: '2031-03-01', kind: 'profile_view', clientId: a.id, count: 2 },
      { day: '2031-03-02', kind: 'profile_view', clientId: b.id, count: 5 },
      { day: '2031-03-03', kind: 'pdf_download', clientId: a.id, count: 1 },
      { day: '2031-03-02', kind: 'sign_in', clientId: 0, count: 4 },
      { day: '2031-03-04', kind: 'sign_in', clientId: 0, count: 9 },
    ]);
    const res = await get('/api/admin/activity?from=2031-03-01&to=2031-03-03', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2031-03-01',
      to: '2031-03-03',
      activeUsers: [
        { day: '2031-03-01', count: 2 },
        { day: '2031-03-02', count: 2 },
        { day: '2031-03-03', count: 2 },
      ],
      signIns: [
        { day: '2031-03-01', count: 0 },
        { day: '2031-03-02', count: 4 },
        { day: '2031-03-03', count: 0 },
      ],
      // the visitors' pages: a guest's, and each profile page with its view count (the staff's visits to / and
      // profiles, and the guest's navigation to a profile page the view counter counts, are left out)
      topPages: {
        visitors: [
          { path: `/profile/${b.slug}`, views: 5 },
          { path: `/profile/${a.slug}`, views: 2 },
          { path: '/', views: 1 },
          { path: `/profile/${a.slug}/bookings`, views: 1 },
        ],
        staff: [
          { path: '/admin/videos', views: 2 },
          { path: '/admin', views: 1 },
        ],
      },
      profileViews: [
        { clientId: b.id, name: 'Bea Seeded', slug: b.slug, count: 5 },
        { clientId: a.id, name: 'Aaron Seeded', slug: a.slug, count: 2 },
      ],
      pdfDownloads: [{ clientId: a.id, name: 'Aaron Seeded', slug: a.slug, count: 1 }],
      totals: { activeUsers: 3, pageViews: 10, profileViews: 7, pdfDownloads: 1, signIns: 4 },
    });
  });

  it('shows the last 30 days by default, and 366 days at most', async () => {
    const res = await get('/api/admin/activity', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe(todayUtc());
    expect(res.json().activeUsers).toHaveLength(30);
    const longest = await get(`/api/admin/activity?from=2030-01-01&to=${addDays('2030-01-01', ACTIVITY_MAX_DAYS - 1)}`, admin);
    expect(longest.json().signIns).toHaveLength(ACTIVITY_MAX_DAYS);
  });

  it('refuses reversed, too long and malformed ranges with 400 and a message', async () => {
    const cases: [string, string | RegExp][] = [
      ['from=2031-03-05&to=2031-03-01', ACTIVITY_ORDER_MESSAGE],
      [`from=2030-01-01&to=${addDays('2030-01-01', ACTIVITY_MAX_DAYS)}`, ACTIVITY_SPAN_MESSAGE],
      ['from=2000-01-01', ACTIVITY_SPAN_MESSAGE],
      ['from=2031-02-30', /YYYY-MM-DD/],
      ['to=yesterday', /YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/activity?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('is for admins and owners alone: 401 for visitors, 403 for guests', async () => {
    expect((await get('/api/admin/activity')).statusCode).toBe(401);
    expect((await get('/api/admin/activity', own.guest)).statusCode).toBe(403);
  });
});

describe('GET /api/clients/:id/stats', () => {
  it('gives the client’s own guest and team, and admins, its views and downloads per day; others 403, visitors 401', async () => {
    const client = await createClient(t.db);
    const guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
    await t.db.insert(dailyCounters).values([
      { day: '2031-05-02', kind: 'profile_view', clientId: client.id, count: 3 },
      { day: '2031-05-02', kind: 'pdf_download', clientId: client.id, count: 1 },
      { day: '2031-05-03', kind: 'profile_view', clientId: own.id, count: 50 },
    ]);
    const url = `/api/clients/${client.id}/stats?from=2031-05-01&to=2031-05-03`;
    for (const cookie of [guest, admin]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        from: '2031-05-01',
        to: '2031-05-03',
        days: [
          { day: '2031-05-01', views: 0, downloads: 0 },
          { day: '2031-05-02', views: 3, downloads: 1 },
          { day: '2031-05-03', views: 0, downloads: 0 },
        ],
        totals: { views: 3, downloads: 1 },
      });
    }
    expect((await get(url, otherGuest)).statusCode).toBe(403);
    expect((await get(url, own.team)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`/api/clients/${own.id}/stats`, own.team)).statusCode).toBe(200);
  });
});
