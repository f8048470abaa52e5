import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { episodes, podcasts } from '@server/db/schema';

let t: TestApp;
let adaId: number;
beforeAll(async () => {
  t = await createTestApp();
  const ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  adaId = ada.id;
  const [alpha, beta] = await t.db
    .insert(podcasts)
    .values([
      { name: 'Alpha Leaders', host: 'Sam Host' },
      { name: 'Beta 100% Growth', host: 'Kim Mic' },
    ])
    .returning();
  await t.db.insert(episodes).values([
    { podcastId: alpha.id, clientId: ada.id, title: 'Engines of thought', publishedAt: new Date('2025-01-02') },
    { podcastId: alpha.id, title: 'Solo episode', publishedAt: new Date('2025-03-01') },
    { podcastId: beta.id, title: 'Scaling', publishedAt: new Date('2024-05-01') },
  ]);
});
afterAll(() => t.close());

it('lists podcasts by name with episodes newest first and their guests', async () => {
  const res = await t.app.inject({ url: '/api/podcasts' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.total).toBe(2);
  expect(body.items.map((p: { name: string }) => p.name)).toEqual(['Alpha Leaders', 'Beta 100% Growth']);
  expect(body.items[0].episodes.map((e: { title: string }) => e.title)).toEqual(['Solo episode', 'Engines of thought']);
  expect(body.items[0].episodes[1].client).toMatchObject({ slug: 'ada', name: 'Ada Lovelace' });
});

it('searches podcast names, hosts, episode titles and guests; wildcards are literal', async () => {
  const names = async (q: string) =>
    (await t.app.inject({ url: `/api/podcasts?q=${encodeURIComponent(q)}` })).json().items.map((p: { name: string }) => p.name);
  expect(await names('lovelace')).toEqual(['Alpha Leaders']);
  expect(await names('kim')).toEqual(['Beta 100% Growth']);
  expect(await names('scaling')).toEqual(['Beta 100% Growth']);
  expect(await names('100%')).toEqual(['Beta 100% Growth']);
  expect(await names('%')).toEqual(['Beta 100% Growth']);
});

it('pages and rejects bad paging', async () => {
  const first = (await t.app.inject({ url: '/api/podcasts?limit=1' })).json();
  expect(first.nextOffset).toBe(1);
  expect((await t.app.inject({ url: '/api/podcasts?limit=-5' })).statusCode).toBe(400);
});

it("lists a client's appearances with the podcast, and 404 for an unknown client", async () => {
  const res = (await t.app.inject({ url: `/api/clients/${adaId}/episodes` })).json();
  expect(res).toEqual({
    items: [expect.objectContaining({ title: 'Engines of thought', podcastName: 'Alpha Leaders', podcastHost: 'Sam Host' })],
    total: 1,
    nextOffset: null,
  });
  expect((await t.app.inject({ url: '/api/clients/99999/episodes' })).statusCode).toBe(404);
});
