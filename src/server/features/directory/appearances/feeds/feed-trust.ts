import type { FeedTrust } from '@shared/api/directory/appearances/feeds';

/**
 * What a feed's episodes can prove, from its row: an admin's trust first (`trustedAt`: added to a
 * podcast or trusted by an admin), else its owner's proof (`provenAt`), else unreviewed.
 */
export function feedTrustOf(feed: { trustedAt: Date | null; provenAt: Date | null }): FeedTrust {
  if (feed.trustedAt) return 'admin';
  return feed.provenAt ? 'owner' : 'unreviewed';
}
