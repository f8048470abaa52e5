import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { keyFactKeywords, keyFacts, keywords, videos } from '@server/db/schema';

let t: TestApp;
let approvedId: number;
let pendingId: number;
let guestCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, { slug: 'nina', name: 'Nina Patel' });
  const hidden = await createClient(t.db, { slug: 'draft', name: 'Draft', narrativeBio: '' });
  const [approved, pending, ofHidden] = await t.db
    .insert(videos)
    .values([
      { clientId: client.id, title: 'On finance', youtubeId: 'aaaaaaaaaaa', toApprove: 0, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { clientId: client.id, title: 'Unreleased', youtubeId: 'bbbbbbbbbbb', toApprove: 1 },
      { clientId: hidden.id, title: 'Hidden profile', youtubeId: 'ccccccccccc', toApprove: 0 },
    ])
    .returning();
  approvedId = approved.id;
  pendingId = pending.id;
  const kws = await t.db
    .insert(keywords)
    .values(['k1', 'k2', 'k3', 'k4', 'k5'].map((name) => ({ name })))
    .returning();
  const facts = await t.db
    .insert(keyFacts)
    .values([
      { videoId: approved.id, fact: 'Fact one' },
      { videoId: approved.id, fact: 'Fact two' },
      { videoId: approved.id, fact: 'Fact three' },
      { videoId: pending.id, fact: 'Pending fact' },
      { videoId: ofHidden.id, fact: 'Hidden fact' },
    ])
    .returning();
  await t.db.insert(keyFactKeywords).values(kws.map((k) => ({ keyFactId: facts[0].id, keywordId: k.id })));
  const guest = await createUser(t.db, { role: 'guest', clientId: client.id });
  guestCookie = await signIn(t.app, guest.email, guest.password);
});
afterAll(() => t.close());

describe('GET /api/videos/{id}', () => {
  it('gives an approved video with at most 5 keywords and its key facts', async () => {
    const res = await t.app.inject({ url: `/api/videos/${approvedId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ title: 'On finance', clientSlug: 'nina', clientName: 'Nina Patel', youtubeId: 'aaaaaaaaaaa', toApprove: 0 });
    expect(body.keywords).toHaveLength(5);
    expect(body.keyFacts.map((f: { fact: string }) => f.fact)).toEqual(['Fact one', 'Fact two', 'Fact three']);
    expect(body.keyFacts[0].keywords).toHaveLength(4);
  });

  it('hides a pending video from visitors but not from its own guest', async () => {
    expect((await t.app.inject({ url: `/api/videos/${pendingId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/videos/${pendingId}`, headers: { cookie: guestCookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/videos/999999' })).json().message).toBe('Video not found');
    expect((await t.app.inject({ url: '/api/videos/abc' })).statusCode).toBe(400);
  });

  it('finds a video under its own client only, when a profile page names one', async () => {
    expect((await t.app.inject({ url: `/api/videos/${approvedId}?client=nina` })).statusCode).toBe(200);
    const elsewhere = await t.app.inject({ url: `/api/videos/${approvedId}?client=draft` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Video not found');
    expect((await t.app.inject({ url: `/api/videos/${approvedId}?client=` })).statusCode).toBe(400);
  });
});

describe('GET /api/key-facts/random', () => {
  it('gives distinct facts of approved videos of listed profiles, at most 4 keywords each', async () => {
    const res = await t.app.inject({ url: '/api/key-facts/random?limit=3' });
    const facts = res.json();
    expect(facts).toHaveLength(3);
    expect(new Set(facts.map((f: { id: number }) => f.id)).size).toBe(3);
    for (const f of facts) {
      expect(['Fact one', 'Fact two', 'Fact three']).toContain(f.fact);
      expect(f.keywords.length).toBeLessThanOrEqual(4);
      expect(f).toMatchObject({ clientSlug: 'nina', videoTitle: 'On finance', videoId: approvedId });
    }
  });

  it('defaults to 3 and refuses bad limits with 400', async () => {
    expect((await t.app.inject({ url: '/api/key-facts/random' })).json()).toHaveLength(3);
    for (const q of ['limit=0', 'limit=100', 'limit=x']) {
      expect((await t.app.inject({ url: `/api/key-facts/random?${q}` })).statusCode).toBe(400);
    }
  });
});
