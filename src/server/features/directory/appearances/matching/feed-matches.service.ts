import type { SessionUser } from '@shared/api/session-user';
import {
  FEED_MATCH_GUESTS_SHOWN,
  type FeedMatches,
  HELD_GROUPS_SHOWN,
  type HeldMatchGroup,
  type RejectFeedMatchesResult,
} from '@shared/api/directory/appearances/feed-matches';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { notFound } from '@server/lib/errors';
import { touchClient, writeAndAnnounce } from '@server/features/directory/clients/client-writes';
import * as repo from './feed-matches.repo';

/** The guests a feed matched, each with their matches by where they stand (GET /api/admin/podcast-feeds/{id}/matches); 404 for an unknown feed. */
export async function feedMatchesOf(db: Db, feedId: number): Promise<FeedMatches> {
  const showName = await repo.feedShowName(db, feedId);
  if (showName === undefined) throw notFound('Feed not found');
  return { feedId, showName, ...(await repo.guestsOfFeed(db, feedId, FEED_MATCH_GUESTS_SHOWN)) };
}

/** The suggestions held for review, by feed and guest, with the reason (GET /api/admin/podcast-feeds/held). */
export function heldMatchGroups(db: Db): Promise<HeldMatchGroup[]> {
  return repo.heldGroups(db, HELD_GROUPS_SHOWN);
}

/** What rejecting a feed's unconfirmed matches did, in the caller's transaction. */
export interface Rejection {
  rejected: number;
  appearancesRemoved: number;
}

/**
 * Rejects the unconfirmed matches of a feed (of one guest, when given) in the caller's
 * transaction, decided by `decidedBy`: suggestions (held or not) and the matcher's own verified
 * matches. The appearances the matcher made from them are deleted; a guest's own appearance one
 * of them linked is self-reported again. Those a person accepted are kept. Rejected matches are
 * never offered again. Each guest touched is locked first, as every appearance write does.
 */
export async function rejectUnconfirmed(tx: Tx, decidedBy: number, feedId: number, clientId?: number): Promise<Rejection> {
  for (const id of clientId === undefined ? await repo.unconfirmedGuests(tx, feedId) : [clientId]) await touchClient(tx, id);
  const matches = await repo.lockUnconfirmed(tx, feedId, clientId);
  const withAppearance = matches.flatMap((m) => (m.episodeId === null ? [] : [{ ...m, episodeId: m.episodeId }]));
  const removed = await repo.deleteAppearances(
    tx,
    withAppearance.filter((m) => m.madeAppearance),
  );
  await repo.untieAppearances(
    tx,
    withAppearance.filter((m) => !m.madeAppearance),
  );
  await repo.rejectMatches(
    tx,
    matches.map((m) => m.id),
    decidedBy,
  );
  return { rejected: matches.length, appearancesRemoved: removed };
}

/** Who decided, for the match rows: the real account, when an admin views as someone. */
const decider = (user: SessionUser) => (user.originalUser ?? user).id;

/**
 * Rejects a feed's unconfirmed matches, or one guest's from it (POST
 * /api/admin/podcast-feeds/{id}/reject-matches), as rejectUnconfirmed, in one transaction with one
 * audit entry; the profiles refreshed. 404 for an unknown feed or guest.
 */
export async function rejectFeedMatches(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  user: SessionUser,
  feedId: number,
  clientId?: number,
): Promise<RejectFeedMatchesResult> {
  return writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const showName = await repo.feedShowName(tx, feedId);
      if (showName === undefined) throw notFound('Feed not found');
      if (clientId !== undefined && !(await touchClient(tx, clientId))) throw notFound('Client not found');
      const done = await rejectUnconfirmed(tx, decider(user), feedId, clientId);
      return { showName, ...done, keptAccepted: await repo.countAccepted(tx, feedId, clientId) };
    },
    ({ showName, ...done }) => ({
      action: 'appearance-match.bulk-reject',
      targetType: 'podcast-feed',
      targetId: feedId,
      details: { show: showName, clientId: clientId ?? null, ...done },
    }),
  ).then(({ showName: _show, ...done }) => done);
}
