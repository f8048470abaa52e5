import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import type { FakeItem } from '@tests/fakes/feeds/rss';
import { seededApp } from '@tests/helpers/seeded-app';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { appearanceMatches, auditLog, bookings, episodes } from '@server/db/schema';
import type { MatchingContext } from './matches.service';
import { rejudgeJob } from './rejudge-job';

const app = seededApp({ PUBLIC_URL: 'http://podium.test' });
const invalidate = vi.fn(async () => undefined);
const ctx = (): MatchingContext => ({ db: app.t.db, config: app.t.config, bus: { invalidate } });
const SITE = 'https://nkechi.example';

/**
 * A verification the older rules made (before what a verification rests on was kept): the match
 * verified by the matcher, with the appearance it made (or, `ownAppearance`, the guest's own it tied).
 */
async function oldVerification(clientId: number, podcastId: number, feedEpisodeId: number, item: FakeItem, ownAppearance = false) {
  const { db } = app.t;
  const own = ownAppearance
    ? (
        await db
          .insert(episodes)
          .values({ clientId, podcastId, title: item.title, createdAt: new Date('2024-01-01T00:00:00Z') })
          .returning()
      )[0]!
    : undefined;
  const [match] = await db
    .insert(appearanceMatches)
    .values({ feedEpisodeId, clientId, status: 'verified', signal: 'person-link', evidence: [{ signal: 'person-link', detail: 'Person tag' }] })
    .returning();
  const appearance =
    own ??
    (
      await db
        .insert(episodes)
        .values({ clientId, podcastId, title: item.title, url: item.link ?? null, feedEpisodeId })
        .returning()
    )[0]!;
  if (own) await db.update(episodes).set({ feedEpisodeId }).where(eq(episodes.id, own.id));
  await db.update(appearanceMatches).set({ episodeId: appearance.id }).where(eq(appearanceMatches.id, match!.id));
  return { matchId: match!.id, appearanceId: appearance.id };
}

describe('judging the older verifications again', () => {
  it('takes down what the current rules do not verify (audited: its appearance removed, or the guest’s own untied), keeps the rest with what it rests on, and leaves a person’s acceptance alone', async () => {
    const { db } = app.t;
    const client = await createClient(db, { slug: 'nkechi-eze', name: 'Nkechi Eze', websiteUrl: SITE });
    const admin = await createUser(db, { role: 'admin' });
    const show = await createPodcast(db, { name: 'Straight Talk' });
    const items: FakeItem[] = [
      {
        guid: 'right',
        title: 'Nkechi Eze on trust',
        link: 'https://elsewhere.example/right',
        enclosureUrl: 'https://cdn.straight.example/right.mp3',
        persons: [{ name: 'Nkechi Eze', role: 'guest', href: SITE }],
      },
      { guid: 'other-name', title: 'Zeb on money', persons: [{ name: 'Zeb Okafor', role: 'guest', href: SITE }] },
      { guid: 'no-role', title: 'A host’s monologue', persons: [{ name: 'Nkechi Eze', href: SITE }] },
      { guid: 'own', title: 'Pat on numbers', persons: [{ name: 'Pat Other', role: 'guest', href: SITE }] },
    ];
    const trusted = await storeFakeFeed(db, { title: 'Straight Talk', link: 'https://straight.example', items }, show.id);
    const right = await oldVerification(client.id, show.id, trusted.episodeIds[0]!, items[0]!);
    const otherName = await oldVerification(client.id, show.id, trusted.episodeIds[1]!, items[1]!);
    const noRole = await oldVerification(client.id, show.id, trusted.episodeIds[2]!, items[2]!);
    const own = await oldVerification(client.id, show.id, trusted.episodeIds[3]!, items[3]!, true);
    // a host's feed nobody vouched for: even a right tag only suggests now; a person's acceptance stays
    const fromHost = await storeFakeFeed(
      db,
      { title: 'Host Show', items: [items[0]!, { ...items[0]!, guid: 'accepted', title: 'Nkechi Eze, accepted' }] },
      null,
      { source: 'host-request', trusted: false },
    );
    const unreviewed = await oldVerification(client.id, show.id, fromHost.episodeIds[0]!, items[0]!);
    const [accepted] = await db
      .insert(appearanceMatches)
      .values({
        feedEpisodeId: fromHost.episodeIds[1]!,
        clientId: client.id,
        status: 'verified',
        signal: 'person-link',
        evidence: [],
        decidedBy: admin.id,
        decidedAt: new Date(),
        basis: 'accepted-by-agency',
      })
      .returning();

    const summary = await rejudgeJob.run({ ...ctx(), metrics: { jobRun: () => undefined } }, null, null);
    expect(summary).toEqual({ judged: 5, kept: 1, takenDown: 4 });
    expect(invalidate).toHaveBeenCalledWith('clients');

    const matchOf = async (id: number) => (await db.select().from(appearanceMatches).where(eq(appearanceMatches.id, id)))[0]!;
    expect(await matchOf(right.matchId)).toMatchObject({ status: 'verified', basis: 'person-tag', episodeId: right.appearanceId });
    for (const gone of [otherName, noRole, unreviewed])
      expect(await matchOf(gone.matchId)).toMatchObject({ status: 'suggested', basis: null, episodeId: null, decidedBy: null });
    expect((await matchOf(otherName.matchId)).evidence).toEqual([{ signal: 'person-link', detail: `Person tag: “Zeb Okafor” → ${SITE} (under another name)` }]);
    expect(await matchOf(accepted!.id)).toMatchObject({ status: 'verified', basis: 'accepted-by-agency' });
    // the appearances the matcher made are removed; the guest's own is untied and reads self-reported
    const left = await db
      .select()
      .from(episodes)
      .where(inArray(episodes.id, [right.appearanceId, otherName.appearanceId, noRole.appearanceId, own.appearanceId, unreviewed.appearanceId]));
    expect(left.map((e) => [e.id, e.feedEpisodeId]).sort()).toEqual(
      [
        [right.appearanceId, trusted.episodeIds[0]],
        [own.appearanceId, null],
      ].sort(),
    );
    const profile: Appearance[] = (await app.t.app.inject({ url: `/api/clients/${client.id}/episodes` })).json().items;
    expect(profile.map((a) => [a.title, a.verified])).toEqual(
      expect.arrayContaining([
        // kept, its mark on the audio: the item's link is not on the show's site
        ['Nkechi Eze on trust', { sourceUrl: 'https://cdn.straight.example/right.mp3', evidence: 'Named as guest in the show’s own feed' }],
        ['Pat on numbers', null],
      ]),
    );
    expect(profile.find((a) => a.title === 'Nkechi Eze on trust')!.url).toBe('https://cdn.straight.example/right.mp3');
    const judged = [right, otherName, noRole, own, unreviewed].map((m) => String(m.matchId));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appearance.unverify'), inArray(auditLog.targetId, judged)));
    expect(audit.map((a) => [Number(a.targetId), a.actorUserId, (a.details as { appearance: string }).appearance]).sort()).toEqual(
      [
        [otherName.matchId, null, 'removed'],
        [noRole.matchId, null, 'removed'],
        [own.matchId, null, 'untied'],
        [unreviewed.matchId, null, 'removed'],
      ].sort(),
    );

    // judged once: a second pass finds nothing
    expect(await rejudgeJob.run({ ...ctx(), metrics: { jobRun: () => undefined } }, null, null)).toEqual({ judged: 0, kept: 0, takenDown: 0 });
  });

  it('puts back to recorded a booking that release detection published from a verification taken down, and leaves alone one a person published or edited since', async () => {
    const { db } = app.t;
    const client = await createClient(db, { slug: 'ife-bello', name: 'Ife Bello', websiteUrl: 'https://ife.example' });
    const admin = await createUser(db, { role: 'admin' });
    const show = await createPodcast(db, { name: 'Night Shift' });
    const items: FakeItem[] = ['forged', 'by-hand', 'edited'].map((guid) => ({
      guid,
      title: `Ife Bello, ${guid}`,
      link: `https://evil.example/${guid}`,
      persons: [{ name: 'Ife Bello', role: 'guest', href: 'https://ife.example' }],
    }));
    // a host's feed nobody vouched for: the older rules verified its tags and published the bookings
    const fromHost = await storeFakeFeed(db, { title: 'Night Shift', items }, null, { source: 'host-request', trusted: false });
    const published = [];
    for (const [i, item] of items.entries()) {
      const { matchId } = await oldVerification(client.id, show.id, fromHost.episodeIds[i]!, item);
      const [booking] = await db
        .insert(bookings)
        .values({
          clientId: client.id,
          showName: 'Night Shift',
          status: 'published',
          recordedOn: '2025-03-01',
          publishedOn: '2025-03-20',
          releaseUrl: item.link!,
          feedId: fromHost.feedId,
        })
        .returning();
      await db.update(appearanceMatches).set({ bookingId: booking!.id }).where(eq(appearanceMatches.id, matchId));
      // release detection's audit names no actor; the agency's own publish names the admin
      const actorUserId = item.guid === 'by-hand' ? admin.id : null;
      await db
        .insert(auditLog)
        .values({ actorUserId, action: 'booking.publish', targetType: 'booking', targetId: String(booking!.id), details: { releaseUrl: item.link, matchId } });
      published.push({ bookingId: booking!.id, matchId });
    }
    // the agency set the right release link on the third since
    await db.update(bookings).set({ releaseUrl: 'https://nightshift.example/ep/3' }).where(eq(bookings.id, published[2]!.bookingId));

    expect(await rejudgeJob.run({ ...ctx(), metrics: { jobRun: () => undefined } }, null, null)).toEqual({ judged: 3, kept: 0, takenDown: 3 });

    const stages = await db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          published.map((p) => p.bookingId),
        ),
      );
    const stageOf = (id: number) => stages.find((b) => b.id === id)!;
    expect(stageOf(published[0]!.bookingId)).toMatchObject({ status: 'recorded', releaseUrl: null, publishedOn: null });
    expect(stageOf(published[1]!.bookingId)).toMatchObject({ status: 'published', releaseUrl: 'https://evil.example/by-hand' });
    expect(stageOf(published[2]!.bookingId)).toMatchObject({ status: 'published', releaseUrl: 'https://nightshift.example/ep/3' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'appearance.unverify'),
          inArray(
            auditLog.targetId,
            published.map((p) => String(p.matchId)),
          ),
        ),
      );
    expect(audit.map((a) => [Number(a.targetId), (a.details as { unpublishedBookingId: number | null }).unpublishedBookingId]).sort()).toEqual(
      [
        [published[0]!.matchId, published[0]!.bookingId],
        [published[1]!.matchId, null],
        [published[2]!.matchId, null],
      ].sort(),
    );
  });
});
