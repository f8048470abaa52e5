/**
 * When a feed matches one guest too often at once (a show that names them in every episode's notes,
 * a host sharing their name, a feed copied under another address), nothing of it is published:
 * the matches are stored as suggestions held for review, with the reason in words.
 */

/** The most new matches of one guest from one feed in one pass that are published without review. */
export const HOLD_THRESHOLD = 5;

/** A match a pass would write: its feed and guest. */
interface PassMatch {
  feedId: number;
  clientId: number;
}

/** The key of a feed and guest in holdsOf's answer. */
export const holdKey = (feedId: number, clientId: number) => `${feedId}:${clientId}`;

/** Why the matches of a guest from a feed are held, in plain words. */
function holdReason(count: number): string {
  return `Held for review: the feed matched this guest in ${count.toLocaleString('en-US')} new episodes at once, more than the ${HOLD_THRESHOLD} that are published without review`;
}

/**
 * The feeds and guests (holdKey) whose new matches in this pass are more than HOLD_THRESHOLD,
 * each with its reason; every other match is written as found.
 */
export function holdsOf(matches: readonly PassMatch[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const m of matches) counts.set(holdKey(m.feedId, m.clientId), (counts.get(holdKey(m.feedId, m.clientId)) ?? 0) + 1);
  const held = new Map<string, string>();
  for (const [key, count] of counts) if (count > HOLD_THRESHOLD) held.set(key, holdReason(count));
  return held;
}
