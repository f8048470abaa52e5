import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { pdfText } from '@tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { appearanceMatches, episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';

let t: TestApp;
const SOURCE = 'https://shows.example/ledger/episodes/41';

beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, { slug: 'ines-alvarez', name: 'Inés Álvarez' });
  const [show] = await t.db.insert(podcasts).values({ name: 'The Ledger', host: 'Sam Cole' }).returning();
  const [feed] = await t.db.insert(podcastFeeds).values({ url: 'https://shows.example/ledger.xml', podcastId: show!.id }).returning();
  const [item] = await t.db
    .insert(feedEpisodes)
    .values({
      feedId: feed!.id,
      guid: 'ledger-41',
      title: 'Building trust with Inés Álvarez',
      link: SOURCE,
      contentHash: 'x',
      publishedAt: new Date('2026-03-10T09:00:00Z'),
    })
    .returning();
  const [verified] = await t.db
    .insert(episodes)
    .values({
      podcastId: show!.id,
      clientId: client.id,
      title: 'Building trust with Inés Álvarez',
      feedEpisodeId: item!.id,
      publishedAt: new Date('2026-03-10T09:00:00Z'),
    })
    .returning();
  await t.db.insert(appearanceMatches).values({
    feedEpisodeId: item!.id,
    clientId: client.id,
    status: 'verified',
    signal: 'person-link',
    evidence: [{ signal: 'person-link', detail: 'podcast:person Inés Álvarez → her website' }],
    episodeId: verified!.id,
    basis: 'person-tag',
  });
  await t.db.insert(episodes).values({ podcastId: show!.id, clientId: client.id, title: 'An older talk', publishedAt: new Date('2024-01-05T09:00:00Z') });
});
afterAll(() => t.close());

describe('an appearance verified from the show’s feed', () => {
  it('reads confirmed with its source and what it rests on in words; a typed-in one reads self-reported, and comes first', async () => {
    const client = (await t.app.inject({ url: '/api/clients/ines-alvarez' })).json();
    const res = await t.app.inject({ url: `/api/clients/${client.id}/episodes` });
    expect(res.statusCode).toBe(200);
    const [older, newest] = res.json().items;
    expect(newest.grade).toBe('confirmed');
    expect(newest.verified).toEqual({ sourceUrl: SOURCE, evidence: 'Named as guest in the show’s own feed' });
    expect(older.title).toBe('An older talk');
    expect(older.grade).toBe('self-reported');
    expect(older.verified).toBeNull();
  });

  it('is marked with its grade on the one-sheet with what it rests on, the confirmed mark linking to the source', async () => {
    const res = await t.app.inject({ url: '/api/clients/ines-alvarez/pdf-profile' });
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines).toContain('PODCAST APPEARANCES');
    // the title, the show and the month (pdfkit's em dash is WinAnsi 0x97), then the mark drawn after it on the same line
    // the one a person stands behind (typed in) first, then the verified one
    const older = lines.indexOf('An older talk \u0097 The Ledger, Jan 2024');
    expect(lines.slice(older + 1, older + 3).map((line) => line.trim())).toEqual(['Self-reported', ': Typed in by the guest or the agency']);
    const at = lines.findIndex((line) => line.startsWith('Building trust with Inés Álvarez'));
    expect(at).toBe(older + 3);
    expect(lines[at]).toBe('Building trust with Inés Álvarez \u0097 The Ledger, Mar 2026');
    expect(lines[at + 1]!.trim()).toBe('Confirmed');
    // what it rests on, after the mark (pdfkit's right single quote is WinAnsi 0x92)
    expect(lines[at + 2]).toBe(': Named as guest in the show\u0092s own feed');
    expect(res.rawPayload.toString('latin1')).toContain(`/URI (${SOURCE})`);
  });
});
