import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { clientRouteKit } from '@tests/helpers/client-fixtures';
import { pdfText } from '@tests/helpers/pdf-text';
import { seededApp } from '@tests/helpers/seeded-app';
import { RELEASED_BOOKING_EVIDENCE, SELF_REPORTED_EVIDENCE } from '@shared/api/directory/appearances/evidence';
import { VERIFIED_BASIS_LABELS } from '@shared/api/directory/appearances/feeds';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { appearanceMatches, bookings } from '@server/db/schema';
import { publishVerified } from './matching/appearance-events';
import { matchEpisodes } from './matching/matches.service';

const PUBLIC_URL = 'http://podium.test';
const ctx = seededApp({ PUBLIC_URL });
const kit = clientRouteKit(ctx);
const { send } = kit;
const quiet = { warn: () => undefined };
const match = (ids: number[]) => matchEpisodes({ db: ctx.t.db, config: ctx.t.config, bus: { invalidate: async () => undefined } }, ids);
const uniqueName = () => `Perpetua Vantongeren${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'q')}`;

/** A client's appearances as a visitor reads them, of one grade when asked. */
async function appearancesOf(clientId: number, grade?: string): Promise<{ items: Appearance[]; total: number }> {
  const res = await send('GET', `/api/clients/${clientId}/episodes${grade ? `?grade=${grade}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Each appearance's title with its grade and what it rests on. */
const graded = (items: Appearance[]) => Object.fromEntries(items.map((a) => [a.title, [a.grade, a.verified?.evidence ?? null]]));

/** The suggestion stored for a feed episode and a client. */
async function suggestionOf(feedEpisodeId: number) {
  return (await ctx.t.db.select().from(appearanceMatches).where(eq(appearanceMatches.feedEpisodeId, feedEpisodeId)))[0]!;
}

describe('every appearance graded by its evidence', () => {
  it('reads confirmed, matched or self-reported by each path into each grade, with what it rests on, and a visitor may keep the confirmed alone', async () => {
    const { db } = ctx.t;
    const name = uniqueName();
    const { client, guest } = await kit.freshClient({ name, headline: 'Founder of Quarrystone Works' });
    const admin = await kit.curator('admin');
    const profile = `${PUBLIC_URL}/profile/${client.slug}`;
    const { feedId, episodeIds } = await storeFakeFeed(db, {
      title: 'The Masonry Hour',
      link: 'https://masonry.example',
      items: [
        // the show's own feed names the guest in a person tag with their profile: confirmed
        { title: 'Stone and time', link: 'https://masonry.example/1', publishedAt: '2026-01-10T00:00:00Z', persons: [{ name, role: 'guest', href: profile }] },
        // the title names the guest, and a booking of the agency with this show corroborates it
        { title: `${name} on quarries`, link: 'https://masonry.example/2', publishedAt: '2026-02-10T00:00:00Z' },
        // the description names them as a guest: a suggestion a person accepts
        { title: 'Dry walls', description: `This week we are joined by ${name}.`, link: 'https://masonry.example/4', publishedAt: '2026-04-10T00:00:00Z' },
        { title: 'Lime mortar', description: `Our guest is ${name}.`, link: 'https://masonry.example/5', publishedAt: '2026-05-10T00:00:00Z' },
      ],
    });
    const [booking] = await db
      .insert(bookings)
      .values({ clientId: client.id, showName: 'The Masonry Hour', status: 'recorded', recordedOn: '2026-02-01', feedId })
      .returning();
    // another show, with no booking: the title names the guest with their organisation, matched by the feed's own words
    const other = await storeFakeFeed(db, {
      title: 'The Quarry Report',
      link: 'https://quarry.example',
      items: [{ title: `${name} of Quarrystone Works on apprentices`, link: 'https://quarry.example/3', publishedAt: '2026-03-10T00:00:00Z' }],
    });
    const verified = await match([...episodeIds, ...other.episodeIds]);
    expect(verified).toHaveLength(3);

    // typed in by the guest
    const typed = await send('POST', `/api/clients/${client.id}/appearances`, guest, {
      podcastName: 'Garden Talk',
      title: 'Hedges',
      url: null,
      publishedAt: null,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ grade: 'self-reported', verified: null });

    // the booking's episode is only matched until its release is detected
    const before = graded((await appearancesOf(client.id)).items);
    expect(before[`${name} on quarries`]).toEqual(['matched', VERIFIED_BASIS_LABELS.booking]);

    // release detection (the app's own subscriber) publishes the recorded booking: confirmed
    await publishVerified(ctx.t.app, verified, quiet);
    expect((await db.select().from(bookings).where(eq(bookings.id, booking!.id)))[0]!.status).toBe('published');
    // a person accepts each suggestion: the guest one, the agency the other
    for (const [feedEpisodeId, cookie] of [
      [episodeIds[2]!, guest],
      [episodeIds[3]!, admin],
    ] as const) {
      const res = await send('POST', `/api/appearance-suggestions/${(await suggestionOf(feedEpisodeId)).id}/accept`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().grade).toBe('matched');
    }

    const all = await appearancesOf(client.id);
    expect(graded(all.items)).toEqual({
      'Stone and time': ['confirmed', VERIFIED_BASIS_LABELS['person-tag']],
      [`${name} on quarries`]: ['confirmed', RELEASED_BOOKING_EVIDENCE],
      [`${name} of Quarrystone Works on apprentices`]: ['matched', VERIFIED_BASIS_LABELS.organisation],
      'Dry walls': ['matched', VERIFIED_BASIS_LABELS['accepted-by-guest']],
      'Lime mortar': ['matched', VERIFIED_BASIS_LABELS['accepted-by-agency']],
      Hedges: ['self-reported', null],
    });
    expect(all.total).toBe(6);

    // the visitor's filter: the confirmed ones alone, counted alone
    const confirmed = await appearancesOf(client.id, 'confirmed');
    expect(confirmed.items.map((a) => a.title).sort()).toEqual([`${name} on quarries`, 'Stone and time']);
    expect(confirmed.total).toBe(2);
    expect((await appearancesOf(client.id, 'self-reported')).items.map((a) => a.title)).toEqual(['Hedges']);
    const bad = await send('GET', `/api/clients/${client.id}/episodes?grade=verified`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose confirmed, matched or self-reported appearances');

    // the console's list says the same
    const listed = await send('GET', `/api/admin/episodes?clientId=${client.id}&limit=50`, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const gradeOf = Object.fromEntries(listed.json().items.map((e: { title: string; grade: string }) => [e.title, e.grade]));
    expect(gradeOf).toMatchObject({ 'Stone and time': 'confirmed', Hedges: 'self-reported', 'Dry walls': 'matched' });
  });

  it('never lets a feed from an unreviewed source confirm: its person tag only suggests, and a person’s acceptance makes it matched, even once the booking is out', async () => {
    const { db } = ctx.t;
    const name = uniqueName();
    const { client, guest } = await kit.freshClient({ name });
    const profile = `${PUBLIC_URL}/profile/${client.slug}`;
    // anyone may send a show's address with a request: its feed is the sender's word
    const { feedId, episodeIds } = await storeFakeFeed(
      db,
      {
        title: 'Totally Real Show',
        link: 'https://forged.example',
        items: [
          {
            title: `${name} tells all`,
            link: 'https://forged.example/1',
            publishedAt: '2026-06-01T00:00:00Z',
            persons: [{ name, role: 'guest', href: profile }],
          },
        ],
      },
      null,
      { source: 'host-request', trusted: false },
    );
    const [booking] = await db
      .insert(bookings)
      .values({ clientId: client.id, showName: 'Totally Real Show', status: 'recorded', recordedOn: '2026-05-25', feedId })
      .returning();
    expect(await match(episodeIds)).toEqual([]);
    expect((await appearancesOf(client.id)).items).toEqual([]);
    expect((await suggestionOf(episodeIds[0]!)).status).toBe('suggested');

    const accepted = await send('POST', `/api/appearance-suggestions/${(await suggestionOf(episodeIds[0]!)).id}/accept`, guest);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // the acceptance published the recorded booking with this item as its release
    expect((await db.select().from(bookings).where(eq(bookings.id, booking!.id)))[0]).toMatchObject({
      status: 'published',
      releaseUrl: 'https://forged.example/1',
    });
    const [appearance] = (await appearancesOf(client.id)).items;
    expect(appearance).toMatchObject({ grade: 'matched', verified: { evidence: VERIFIED_BASIS_LABELS['accepted-by-guest'] } });
    expect((await appearancesOf(client.id, 'confirmed')).total).toBe(0);
  });

  it('prints each appearance’s grade and what it rests on on the one-sheet', async () => {
    const { client, guest } = await kit.freshClient({ name: uniqueName() });
    await send('POST', `/api/clients/${client.id}/appearances`, guest, { podcastName: 'Garden Talk', title: 'Roses', url: null, publishedAt: null });
    const res = await send('GET', `/api/clients/${client.slug}/pdf-profile`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).not.toContain('Verified');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Self-reported');
    expect(text).toContain(`: ${SELF_REPORTED_EVIDENCE}`);
  });
});
