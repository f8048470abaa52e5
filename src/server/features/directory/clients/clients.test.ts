import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { clientDetail } from '@shared/api/directory/clients/clients';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, mediaImages, profileKeywords, talkingPoints, videos } from '@server/db/schema';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createClient>>;
let guestCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createClient(t.db, {
    slug: 'ada-lovelace',
    name: 'Ada Lovelace',
    headline: 'Chief Analytical Engine Officer',
    narrativeBio: 'Pioneer of computing and poetical science.',
    featured: true,
    goaCategories: ['Technology'],
    localimage: 'ada.jpg',
  });
  await createClient(t.db, { slug: 'grace-hopper', name: 'Grace Hopper', narrativeBio: 'Compilers and naval leadership.' });
  await createClient(t.db, { slug: 'draft-person', name: 'Draft Person', narrativeBio: 'Writing in progress' });
  await createClient(t.db, { slug: 'hourglass', name: 'Hourglass Person', narrativeBio: 'Coming soon ⏳' });
  await createClient(t.db, { slug: 'empty-bio', name: 'Empty Bio', narrativeBio: '  ' });
  await t.db
    .insert(mediaImages)
    .values([{ clientId: ada.id, localFilename: 'one.jpg', alt: 'One' }, { clientId: ada.id, url: '/uploads//uploads/two.jpg' }, { clientId: ada.id }]);
  await t.db.insert(profileKeywords).values([
    { clientId: ada.id, name: 'Analytics', position: 1 },
    { clientId: ada.id, name: 'Poetry', position: 0 },
  ]);
  await t.db.insert(talkingPoints).values({ clientId: ada.id, talkingPointTitle: 'Engines', talkingPointFull: 'Full' });
  await t.db.insert(videos).values([
    { clientId: ada.id, title: 'Approved', youtubeId: 'aaaaaaaaaaa', keywords: ['ai', 'math', 'x1', 'x2', 'x3', 'x4'], toApprove: 0, featured: true },
    { clientId: ada.id, title: 'Also approved', youtubeId: 'bbbbbbbbbbb', keywords: ['ai'], toApprove: 0 },
    { clientId: ada.id, title: 'Pending', youtubeId: 'ccccccccccc', keywords: ['secret'], toApprove: 1, featured: true },
  ]);
  const guest = await createUser(t.db, { role: 'guest', clientId: ada.id });
  guestCookie = await signIn(t.app, guest.email, guest.password);
  const admin = await createUser(t.db, { role: 'admin' });
  adminCookie = await signIn(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

type Card = { slug: string; name: string; featured: 'true' | 'false' };
/** The slugs of the clients seeded above; tests may add more. */
const SEEDED = ['ada-lovelace', 'grace-hopper', 'draft-person', 'hourglass', 'empty-bio'];

describe('directory lists', () => {
  it('lists listed profiles only, featured first then by name, with paging', async () => {
    const res = await t.app.inject({ url: '/api/clients?limit=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((c: Card) => c.slug)).toEqual(['ada-lovelace']);
    expect(body.items[0]).toMatchObject({ featured: 'true', localimage: '/uploads/ada.jpg' });
    expect(body.nextOffset).toBe(1);
    // other tests of this file add listed profiles: of the seeded ones only the two listed show, in order
    const all = (await t.app.inject({ url: '/api/clients?limit=100' })).json();
    expect(all.total).toBe(body.total);
    expect(all.items).toHaveLength(all.total);
    expect(all.items.map((c: Card) => c.slug).filter((slug: string) => SEEDED.includes(slug))).toEqual(['ada-lovelace', 'grace-hopper']);
    const featuredFirstThenByName = (a: Card, b: Card) => (a.featured === b.featured ? (a.name < b.name ? -1 : 1) : a.featured === 'true' ? -1 : 1);
    expect(all.items).toEqual(all.items.toSorted(featuredFirstThenByName));
    const next = (await t.app.inject({ url: '/api/clients?limit=1&offset=1' })).json();
    expect(next.items).toEqual([all.items[1]]);
    const last = (await t.app.inject({ url: `/api/clients?limit=1&offset=${all.total - 1}` })).json();
    expect(last.items).toEqual([all.items.at(-1)]);
    expect(last.nextOffset).toBeNull();
  });

  it('filters by category and rejects bad paging with 400', async () => {
    const res = (await t.app.inject({ url: '/api/clients?category=Technology' })).json();
    expect(res.items.map((c: { slug: string }) => c.slug)).toEqual(['ada-lovelace']);
    for (const q of ['limit=0', 'limit=abc', 'offset=-1', 'limit=1000']) {
      expect((await t.app.inject({ url: `/api/clients?${q}` })).statusCode).toBe(400);
    }
  });

  it('searches with typo tolerance and needs 3 characters', async () => {
    const typo = (await t.app.inject({ url: '/api/clients/search?q=Lovelase' })).json();
    expect(typo.items[0]?.slug).toBe('ada-lovelace');
    const words = (await t.app.inject({ url: '/api/clients/search?q=compilers' })).json();
    expect(words.items.map((c: { slug: string }) => c.slug)).toEqual(['grace-hopper']);
    const hidden = (await t.app.inject({ url: '/api/clients/search?q=Draft%20Person' })).json();
    expect(hidden.total).toBe(0);
    const prefix = (await t.app.inject({ url: '/api/clients/search?q=naval%20lead' })).json();
    expect(prefix.items.map((c: { slug: string }) => c.slug)).toEqual(['grace-hopper']);
    const short = await t.app.inject({ url: '/api/clients/search?q=ad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 3/);
  });

  it('ranks a name match above a bio mention', async () => {
    const mention = await createClient(t.db, { slug: 'bio-mention', name: 'Zed Mentions', narrativeBio: 'Worked with Ada on many engines.' });
    // a client write announces itself; the search index reads what changed
    await t.app.inject({ method: 'PATCH', url: `/api/clients/${mention.id}/feature`, payload: { featured: false }, headers: { cookie: adminCookie } });
    const res = (await t.app.inject({ url: '/api/clients/search?q=ada%20' })).json();
    expect(res.items.map((c: { slug: string }) => c.slug).slice(0, 2)).toEqual(['ada-lovelace', 'bio-mention']);
  });

  it('lists filter categories without the hidden ones', async () => {
    await createClient(t.db, { slug: 'coach', name: 'Coach Person', narrativeBio: 'Bio', goaCategories: ['Lifestyle Coach', 'Finance'] });
    const res = (await t.app.inject({ url: '/api/clients/categories' })).json();
    expect(res).toEqual(['Finance', 'Technology']);
  });

  it('lists featured profiles', async () => {
    const res = (await t.app.inject({ url: '/api/clients/featured' })).json();
    expect(res.map((c: { slug: string }) => c.slug)).toEqual(['ada-lovelace']);
  });
});

describe('profile', () => {
  it('returns the profile with resolved media images and visitor abilities', async () => {
    const res = await t.app.inject({ url: '/api/clients/ada-lovelace' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mediaImages.map((m: { src: string }) => m.src)).toEqual(['/uploads/one.jpg', '/uploads/two.jpg']);
    expect(body.abilities).toMatchObject({ manage: false, viewAs: false, toggleFeatured: false, researchLink: false });
  });

  it('sends the profile as clientDetail serializes it, for visitors and signed-in users alike', async () => {
    for (const cookie of [undefined, guestCookie, adminCookie]) {
      const res = await t.app.inject({ url: '/api/clients/ada-lovelace', headers: cookie ? { cookie } : {} });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(clientDetail.parse(res.json())));
    }
  });

  it('tells the own guest and the admin what they may do', async () => {
    const own = (await t.app.inject({ url: '/api/clients/ada-lovelace', headers: { cookie: guestCookie } })).json();
    expect(own.abilities).toMatchObject({
      manage: true,
      editProfile: true,
      ownProfileActions: true,
      manageTalkingPoints: true,
      deleteTalkingPoints: false,
      viewAs: false,
    });
    const other = (await t.app.inject({ url: '/api/clients/grace-hopper', headers: { cookie: guestCookie } })).json();
    expect(other.abilities).toMatchObject({ manage: false, editProfile: false, ownProfileActions: false });
    const admin = (await t.app.inject({ url: '/api/clients/grace-hopper', headers: { cookie: adminCookie } })).json();
    expect(admin.abilities).toMatchObject({ manage: true, viewAs: true, toggleFeatured: true, deleteTalkingPoints: true, editProfile: false });
  });

  it('answers 404 with a message for unknown slugs and ids', async () => {
    for (const url of ['/api/clients/nobody', '/api/clients/by-id/999999', '/api/clients/999999/keywords']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Client not found');
    }
    expect((await t.app.inject({ url: '/api/clients/by-id/abc' })).statusCode).toBe(400);
  });

  it('looks up the slug by id and lists keywords, talking points and topics', async () => {
    expect((await t.app.inject({ url: `/api/clients/by-id/${ada.id}` })).json()).toEqual({ id: ada.id, slug: 'ada-lovelace' });
    expect((await t.app.inject({ url: `/api/clients/${ada.id}/keywords` })).json()).toEqual([{ name: 'Poetry' }, { name: 'Analytics' }]);
    expect((await t.app.inject({ url: `/api/clients/${ada.id}/talking-points` })).json()).toHaveLength(1);
    const topics = (await t.app.inject({ url: `/api/clients/${ada.id}/video-keywords` })).json();
    expect(topics[0]).toEqual({ name: 'ai', count: 2 });
    expect(topics.map((x: { name: string }) => x.name)).not.toContain('secret');
  });
});

describe('videos', () => {
  it('shows approved videos to visitors and all to those who manage the client', async () => {
    const visitor = (await t.app.inject({ url: `/api/videos/by-client-id/${ada.id}` })).json();
    expect(visitor.map((v: { title: string }) => v.title).sort()).toEqual(['Also approved', 'Approved']);
    expect(visitor.find((v: { title: string }) => v.title === 'Approved').keywords).toHaveLength(5);
    const own = (await t.app.inject({ url: `/api/videos/by-client-id/${ada.id}`, headers: { cookie: guestCookie } })).json();
    expect(own).toHaveLength(3);
  });

  it('lists only approved featured videos', async () => {
    const res = (await t.app.inject({ url: '/api/videos/featured' })).json();
    expect(res.map((v: { title: string }) => v.title)).toEqual(['Approved']);
  });
});

describe('featured toggle', () => {
  it('is for admins only, audited, invalidates cached lists, and 404 for an unknown id', async () => {
    const before = (await t.app.inject({ url: '/api/clients/featured' })).json();
    expect(before.map((c: { slug: string }) => c.slug)).toEqual(['ada-lovelace']);
    const grace = (await t.app.inject({ url: '/api/clients/grace-hopper' })).json();
    const url = `/api/clients/${grace.id}/feature`;
    // unfeatured again afterwards (through the route, which empties the cached lists) for the other tests
    onTestFinished(async () => {
      await t.app.inject({ method: 'PATCH', url, payload: { featured: false }, headers: { cookie: adminCookie } });
    });
    expect((await t.app.inject({ method: 'PATCH', url, payload: { featured: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { featured: true }, headers: { cookie: guestCookie } })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PATCH', url, payload: { featured: 'yes' }, headers: { cookie: adminCookie } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PATCH', url, payload: { featured: true }, headers: { cookie: adminCookie } });
    expect(ok.json()).toMatchObject({ slug: 'grace-hopper', featured: 'true' });
    const after = (await t.app.inject({ url: '/api/clients/featured' })).json();
    expect(after.map((c: { slug: string }) => c.slug)).toEqual(['ada-lovelace', 'grace-hopper']);
    expect((await t.app.inject({ url: '/api/clients/grace-hopper' })).json().featured).toBe('true');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.feature'), eq(auditLog.targetId, String(grace.id))));
    expect(audit).toHaveLength(1);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/clients/999999/feature', payload: { featured: true }, headers: { cookie: adminCookie } });
    expect(missing.statusCode).toBe(404);
  });
});
