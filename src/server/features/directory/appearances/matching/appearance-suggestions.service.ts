import type { SessionUser } from '@shared/api/session-user';
import type { AppearanceSuggestion } from '@shared/api/directory/appearances/appearance-suggestions';
import { FEED_SOURCE_LABELS, MATCH_SIGNAL_LABELS } from '@shared/api/directory/appearances/feeds';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { type Page, toPage } from '@shared/api/paging';
import { canManageClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { conflict, notFound } from '@server/lib/errors';
import { managerCheck } from '@server/lib/require-manager';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { lockClientForWrite } from '@server/features/directory/clients/client-writes';
import { episodeSourceUrl } from '../feeds/episode-source';
import { feedTrustOf } from '../feeds/feed-trust';
import { appearanceIn } from '../appearances.service';
import type { VerifiedAppearance } from './match-outcome';
import * as repo from './appearance-suggestions.repo';
import * as matches from './matches.repo';
import { makeAppearance } from './verified-appearance';

/** What the suggestions' reads and decisions need: the database and the bus that tells the read caches. */
type SuggestionsContext = Pick<AppContext, 'db' | 'bus'>;

const requireManager = managerCheck(canManageClient, 'the podcast appearances');

/** The start of a kept detail that its label already says ("Title: ", "Description: ", "Person tag: "): shown once, in the label. */
const SAID_BY_LABEL = /^(?:Title|Description|Person tag): /;

/**
 * One page of the client's suggested appearances (GET /api/clients/{id}/appearance-suggestions),
 * each with its evidence in words, the show's own link (the episode on the feed's site, else its
 * audio), why it is held, if it is, and, for a feed nobody vouched for yet, where the feed came from.
 */
export async function listSuggestions(
  ctx: SuggestionsContext,
  user: SessionUser,
  clientId: number,
  page: { limit: number; offset: number },
): Promise<Page<AppearanceSuggestion>> {
  requireManager(user, clientId);
  const { rows, total } = await repo.suggestionsOf(ctx.db, clientId, page);
  const items = rows.map((row) => ({
    id: row.id,
    showName: row.showName,
    episodeTitle: row.episodeTitle,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    link: episodeSourceUrl(row, row.feed),
    evidence: row.evidence.map((item) => ({ signal: item.signal, label: MATCH_SIGNAL_LABELS[item.signal], detail: item.detail.replace(SAID_BY_LABEL, '') })),
    heldReason: row.heldReason,
    feedOrigin: feedTrustOf(row.feed) === 'unreviewed' ? FEED_SOURCE_LABELS[row.feed.source] : null,
  }));
  return toPage(items, total, page.offset);
}

/**
 * The suggestion `matchId` locked for a decision, its client locked first (as every appearance
 * write locks them): 404 when unknown or of a client the user may not manage, 409 once decided.
 */
async function lockSuggestion(tx: Tx, user: SessionUser, matchId: number) {
  const clientId = await repo.matchClientId(tx, matchId);
  if (clientId === undefined || !canManageClient(user, clientId)) throw notFound('Suggestion not found');
  const client = await lockClientForWrite(tx, clientId);
  const match = await matches.lockMatch(tx, matchId);
  if (!match) throw notFound('Suggestion not found');
  if (match.status !== 'suggested') {
    throw conflict(
      `This suggestion was already ${match.status === 'rejected' ? 'rejected' : 'accepted'}: it is no longer waiting for an answer`,
      'SUGGESTION_DECIDED',
    );
  }
  return { client, match };
}

/** Who decided, for the match's row: the real account, when an admin views as someone. */
const decider = (user: SessionUser) => (user.originalUser ?? user).id;

/** What an accepted suggestion rests on: the guest's own acceptance, or the agency's (an admin viewing as the guest is the agency). */
const acceptedBy = (user: SessionUser) => ((user.originalUser ?? user).role === 'guest' ? 'accepted-by-guest' : 'accepted-by-agency');

/**
 * Accepts a suggestion (POST /api/appearance-suggestions/{id}/accept): verified, decided by the
 * user (resting on the guest's or the agency's acceptance), its appearance made or linked (under a
 * podcast as makeAppearance decides: a feed nobody vouched for never takes one of the directory's),
 * audited; answers the appearance.
 */
export async function acceptSuggestion(
  ctx: SuggestionsContext,
  user: SessionUser,
  matchId: number,
): Promise<{ appearance: Appearance; verified: VerifiedAppearance }> {
  const { appearance, verified } = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const { client, match } = await lockSuggestion(tx, user, matchId);
      const [episode] = await matches.episodesByIds(tx, [match.feedEpisodeId]);
      const { episodeId, made } = await makeAppearance(tx, client.id, episode!);
      await matches.decideMatch(tx, matchId, { status: 'verified', decidedBy: decider(user), episodeId, madeAppearance: made, basis: acceptedBy(user) });
      const verified: VerifiedAppearance = { matchId, feedEpisodeId: match.feedEpisodeId, clientId: client.id, episodeId, bookingId: match.bookingId };
      return { client, appearance: await appearanceIn(tx, episodeId), verified };
    },
    ({ client, appearance }) => ({
      action: 'appearance-suggestion.accept',
      targetType: 'episode',
      targetId: appearance.id,
      details: { clientId: client.id, slug: client.slug, matchId, title: appearance.title, podcast: appearance.podcastName },
    }),
  );
  await ctx.bus.invalidate('clients');
  return { appearance, verified };
}

/** Rejects a suggestion (POST /api/appearance-suggestions/{id}/reject): kept as rejected, so it is never offered again; audited. */
export async function rejectSuggestion(ctx: SuggestionsContext, user: SessionUser, matchId: number): Promise<void> {
  await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const { client, match } = await lockSuggestion(tx, user, matchId);
      await matches.decideMatch(tx, matchId, { status: 'rejected', decidedBy: decider(user) });
      return { client, feedEpisodeId: match.feedEpisodeId };
    },
    ({ client, feedEpisodeId }) => ({
      action: 'appearance-suggestion.reject',
      targetType: 'appearance_match',
      targetId: matchId,
      details: { clientId: client.id, slug: client.slug, feedEpisodeId },
    }),
  );
}
