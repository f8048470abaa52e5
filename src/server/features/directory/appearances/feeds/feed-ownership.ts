import { FEED_OWNERSHIP_LIMITS, type OwnershipTag } from '@shared/api/directory/appearances/feeds';
import type { Db, DbOrTx } from '@server/db/client';
import { hashToken, randomToken } from '@server/lib/tokens';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './feed-ownership.repo';
import { feedTrustOf } from './feed-trust';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What every owner's token starts with, so a feed's other `podcast:txt` texts are never looked up. */
const TOKEN_PREFIX = 'podium-';

/**
 * Gives a new ownership tag for a feed to its holder (the host of a request, or an admin), in the
 * caller's transaction: a random single-purpose token, only its hash stored, alive
 * FEED_OWNERSHIP_LIMITS.tagDays; the holder's older unused tags of the feed beyond
 * FEED_OWNERSHIP_LIMITS.liveTagsMax are removed. The tag line is answered this once, to the holder alone.
 */
export async function issueOwnershipTag(tx: DbOrTx, feedId: number, holder: repo.TagHolder, now = new Date()): Promise<OwnershipTag> {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const expiresAt = new Date(now.getTime() + FEED_OWNERSHIP_LIMITS.tagDays * DAY_MS);
  await repo.insertTag(tx, feedId, hashToken(token), holder, expiresAt);
  await repo.pruneTags(tx, feedId, holder, FEED_OWNERSHIP_LIMITS.liveTagsMax);
  return { tag: `<podcast:txt purpose="verify">${token}</podcast:txt>`, expiresAt: expiresAt.toISOString() };
}

/** Thrown inside the proof's transaction when no live tag of the feed is among its texts (nothing written, nothing audited). */
class NoProof extends Error {}

/**
 * Looks for a live ownership tag of the feed among the texts its channel carries (`podcast:txt`
 * purpose verify): the first found is used up, the feed marked proven by its owner (with the
 * host's email when the tag was a host's, so their requests read "Verified show"), audited with no
 * actor. Answers whether the feed became trusted by it (it was unreviewed).
 */
export async function proveOwnership(db: Db, feedId: number, verifyTexts: string[]): Promise<boolean> {
  const hashes = [...new Set(verifyTexts.map((text) => text.trim()).filter((text) => text.startsWith(TOKEN_PREFIX)))].map(hashToken);
  if (hashes.length === 0) return false;
  try {
    return await auditedWrite(
      db,
      null,
      async (tx) => {
        const tag = await repo.findLiveTag(tx, feedId, hashes);
        if (!tag) throw new NoProof();
        await repo.markTagUsed(tx, tag.id);
        const before = await repo.proveFeed(tx, feedId, tag.hostEmail);
        if (!before) throw new NoProof();
        return { url: before.url, requestId: tag.requestId, becameTrusted: feedTrustOf(before) === 'unreviewed' };
      },
      (done) => ({ action: 'podcast.feed-proven', targetType: 'podcast-feed', targetId: feedId, details: { url: done.url, requestId: done.requestId } }),
    ).then((done) => done.becameTrusted);
  } catch (error) {
    if (error instanceof NoProof) return false;
    throw error;
  }
}

/** Of `requests`, the ids of those whose host proved the show's feed (at the request's show address) theirs. */
export function showsProvenByHost(db: DbOrTx, requests: { id: number; showUrl: string; hostEmail: string }[]): Promise<Set<number>> {
  return repo.provenShowsOf(db, requests);
}
