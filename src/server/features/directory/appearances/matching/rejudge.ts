import { auditedWrite } from '@server/platform/audit/audited-write';
import { touchClient } from '@server/features/directory/clients/client-writes';
import { episodeSourceUrl } from '../feeds/episode-source';
import type { ItemMatch } from './matcher';
import * as matches from './matches.repo';
import { bookingsByFeed, judgeEpisode, loadGuestIndex, type MatchingContext } from './matches.service';
import * as repo from './rejudge.repo';

/** How many verified matches are judged again per page. */
const REJUDGE_PAGE = 200;

/** What a pass did: the verified matches judged, those kept and those taken down. */
export interface RejudgeSummary extends Record<string, unknown> {
  judged: number;
  kept: number;
  takenDown: number;
}

/** Thrown inside a take-down's transaction when the match was judged or changed meanwhile (nothing written, nothing audited). */
class AlreadyJudged extends Error {}

/**
 * Takes down a verification the current rules no longer make: the match becomes a suggestion again
 * (the evidence found now, when there is any), and its appearance goes: removed when the match made
 * it, untied from the feed item (self-reported again) when it was the guest's own; a booking release
 * detection published from it goes back to recorded (unpublishDetectedRelease). One audited
 * transaction with no actor (`appearance.unverify`); false when it was no longer the matcher's
 * verification to take down.
 */
async function takeDown(ctx: MatchingContext, match: { id: number; clientId: number; feedEpisodeId: number }, found: ItemMatch | undefined): Promise<boolean> {
  try {
    await auditedWrite(
      ctx.db,
      null,
      async (tx) => {
        const row = await matches.lockMatch(tx, match.id);
        if (row?.status !== 'verified' || row.basis !== null || row.decidedBy !== null) throw new AlreadyJudged();
        await touchClient(tx, row.clientId);
        const appearance = row.episodeId === null ? undefined : await repo.appearanceOfMatch(tx, row.episodeId, row.id);
        await repo.backToSuggestion(tx, row.id, found ? { signal: found.signal, evidence: found.evidence, bookingId: found.bookingId } : null);
        if (appearance?.madeByMatch) await repo.deleteAppearance(tx, appearance.id);
        else if (appearance) await repo.untieAppearance(tx, appearance.id);
        const unpublished = await repo.unpublishDetectedRelease(tx, row.id);
        return { appearance, outcome: !appearance ? 'none' : appearance.madeByMatch ? 'removed' : 'untied', unpublished };
      },
      ({ appearance, outcome, unpublished }) => ({
        action: 'appearance.unverify',
        targetType: 'appearance_match',
        targetId: match.id,
        details: {
          clientId: match.clientId,
          feedEpisodeId: match.feedEpisodeId,
          appearance: outcome,
          episodeId: appearance?.id ?? null,
          title: appearance?.title ?? null,
          unpublishedBookingId: unpublished?.id ?? null,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyJudged) return false;
    throw error;
  }
}

/**
 * Judges again, under the current rules, every verification the matcher made that has not been
 * judged under them (no basis: the ones made before these rules): each episode matched again for
 * its guest (archived or not), held to what its feed may verify. One that still holds is kept with
 * what it rests on now (its appearance pointed at the show's own link); one that does not is taken
 * down (takeDown). A person's acceptance is never judged again. Nodes running it at once judge each
 * match once (conditional writes, the match locked).
 */
export async function rejudgeVerified(ctx: MatchingContext): Promise<RejudgeSummary> {
  const summary: RejudgeSummary = { judged: 0, kept: 0, takenDown: 0 };
  let after = 0;
  for (;;) {
    const page = await repo.unjudgedMatches(ctx.db, after, REJUDGE_PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const episodes = new Map((await matches.episodesByIds(ctx.db, [...new Set(page.map((m) => m.feedEpisodeId))])).map((e) => [e.id, e]));
    const index = await loadGuestIndex(ctx, [...new Set(page.map((m) => m.clientId))]);
    const bookings = bookingsByFeed(await matches.bookingsOfFeeds(ctx.db, [...new Set([...episodes.values()].map((e) => e.feedId))]));
    for (const match of page) {
      const episode = episodes.get(match.feedEpisodeId)!;
      const found = judgeEpisode(episode, index, bookings.get(episode.feedId) ?? []).find((m) => m.clientId === match.clientId);
      summary.judged++;
      if (found?.status === 'verified' && (await repo.keepVerified(ctx.db, match.id, found))) {
        if (match.episodeId !== null && episode.link)
          await repo.repointAppearance(ctx.db, match.episodeId, episode.link, episodeSourceUrl(episode, episode.feed));
        summary.kept++;
      } else if (found?.status !== 'verified' && (await takeDown(ctx, match, found))) summary.takenDown++;
    }
  }
  if (summary.takenDown > 0) await ctx.bus.invalidate('clients');
  return summary;
}
