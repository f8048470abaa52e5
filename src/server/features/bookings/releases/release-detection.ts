import type { AppContext } from '@server/context';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { auditActorOf } from '@server/platform/audit/audited-write';
import type { VerifiedAppearance } from '@server/features/directory/appearances/matching/match-outcome';
import { type AfterMoveContext, afterBookingMove } from '../pipeline/after-move';
import { makePromoKit } from '../promo-kits/promo-kits.service';
import { clientPeopleOf } from '../promo-kits/promo-kits.repo';
import { scheduledSite, type Site } from '@server/platform/site';
import * as repo from './releases.repo';
import { episodeOutMail } from './mails/episode-out.mail';

/** What release detection needs: the database, mailer, storage (the promo kit's cards), the settings (links point at PUBLIC_URL), the read caches' bus, and where failures are logged. */
export type ReleaseContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'storage'> & AfterMoveContext & { log: Site['log'] };

/** A published booking, as this run moved it. */
interface Published {
  id: number;
  clientId: number;
  showName: string;
  releaseUrl: string | null;
  episodeId: number;
}

/**
 * Publishes the bookings whose episode the matcher just verified: each appearance with
 * a booking that is `recorded` moves to `published` by itself, with the feed item's link (else
 * its audio file) as the release link and its date as the publishing day. Each move is claimed by
 * one conditional UPDATE (releases.repo claimPublish), audited `booking.publish` with no actor in
 * its transaction, so two nodes or two calls never publish twice; a booking in any other stage
 * (cancelled, already published…) is left alone. After the move commits, the pipeline's hook runs
 * as after any move (the host is asked for feedback), the guest's people are mailed "Your episode
 * of {show} is out", and the promo kit is made (its page then shows the notice until opened).
 * Failures after the move are logged: the move stands. The bookings published.
 */
export async function publishReleases(ctx: ReleaseContext, verified: VerifiedAppearance[]): Promise<number[]> {
  const site = scheduledSite(ctx.config, ctx.log);
  const published: number[] = [];
  for (const appearance of verified) {
    if (appearance.bookingId === null) continue;
    const moved = await publishOne(ctx, appearance, appearance.bookingId);
    if (!moved) continue;
    published.push(moved.id);
    await afterPublish(ctx, site, moved);
  }
  return published;
}

/** The move of one booking, claimed and audited in one transaction; undefined when not recorded (or no release link known). */
async function publishOne(ctx: ReleaseContext, appearance: VerifiedAppearance, bookingId: number): Promise<Published | undefined> {
  const release = await repo.releaseOf(ctx.db, appearance.feedEpisodeId);
  const url = release?.link ?? release?.enclosureUrl;
  if (!release || !url) return undefined;
  const day = (release.publishedAt ?? new Date()).toISOString().slice(0, 10);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.claimPublish(tx, { id: bookingId, clientId: appearance.clientId }, { url, day });
    if (!row) return undefined;
    await insertAudit(tx, {
      ...auditActorOf(null),
      action: 'booking.publish',
      targetType: 'booking',
      targetId: row.id,
      details: {
        clientId: row.clientId,
        showName: row.showName,
        releaseUrl: row.releaseUrl,
        feedEpisodeId: appearance.feedEpisodeId,
        matchId: appearance.matchId,
      },
    });
    return { ...row, episodeId: appearance.episodeId };
  });
}

/** What follows a detected release: the pipeline's hook, the guest's people told, the promo kit. Each failure logged, none thrown. */
async function afterPublish(ctx: ReleaseContext, site: Site, booking: Published): Promise<void> {
  await afterBookingMove(ctx, site, { before: { id: booking.id, status: 'recorded' }, after: { id: booking.id, status: 'published' } });
  const mail = episodeOutMail(booking);
  for (const to of await clientPeopleOf(ctx.db, booking.clientId)) {
    await ctx.mailer
      .send({ to, ...mail, link: booking.releaseUrl ?? undefined, replies: 'agency' })
      .catch((error: unknown) => site.log.error({ err: error, bookingId: booking.id, to }, 'An "episode is out" mail failed'));
  }
  await makePromoKit(ctx, site, booking.episodeId).catch((error: unknown) =>
    site.log.error({ err: error, bookingId: booking.id }, 'A promo kit could not be made'),
  );
}
