import { describe, expect, it } from 'vitest';
import { LABELLED_FEEDS, LABELLED_GUESTS, type LabelledItem, PROFILE_BASE } from '@tests/fakes/feeds/labelled-set';
import { rssXml } from '@tests/fakes/feeds/rss';
import { labelledBookings, labelledDirectory, precisionAndRecall, scoreFigures } from '@tests/helpers/labelled-matching';
import { parseFeed } from '../feeds/feed-parser';
import { matchItem } from './matcher';

const { index, clientIdOf, refOf } = labelledDirectory(LABELLED_GUESTS, (g) => `${PROFILE_BASE}/profile/${g.slug}`);

interface Outcome {
  feed: string;
  item: LabelledItem;
  verified: Set<string>;
  suggested: Set<string>;
  /** The guests matched by a name (a person tag, the title or the description), not by a booking's date alone. */
  named: Set<string>;
}

/** Every episode of the set matched: the guests verified and suggested. */
function matchTheSet(): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const feed of LABELLED_FEEDS) {
    const xml = rssXml(feed);
    expect(xml).toContain('<rss');
    // the episodes as the feeds' reader reads them: the realistic RSS through the kept parser
    const items = parseFeed(xml).items;
    expect(items).toHaveLength(feed.items.length);
    const bookings = labelledBookings(feed.bookings, clientIdOf);
    items.forEach((parsed, i) => {
      const matches = matchItem(parsed, index, bookings);
      const refs = (keep: (m: (typeof matches)[number]) => boolean) => new Set(matches.filter(keep).map((m) => refOf.get(m.clientId)!));
      outcomes.push({
        feed: feed.title,
        item: feed.items[i]!,
        verified: refs((m) => m.status === 'verified'),
        suggested: refs((m) => m.status === 'suggested'),
        named: refs((m) => m.signal !== 'booking-date'),
      });
    });
  }
  return outcomes;
}

/** Precision and recall of the guests found (`pick`) against the labels. */
const score = (outcomes: Outcome[], pick: (o: Outcome) => Set<string>) =>
  precisionAndRecall(outcomes.map((o) => ({ found: pick(o), expected: o.item.expected })));

describe('the labelled set of appearance matching', () => {
  const outcomes = matchTheSet();

  it('has at least 60 episodes over several feeds, with every kind of trap', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    const traps = new Set(outcomes.map((o) => o.item.trap).filter(Boolean));
    expect([...traps].sort()).toEqual([
      'client-hosting',
      'company-surname',
      'host-first-name',
      'link-under-another-name',
      'mentioned',
      'namesake',
      'quoted',
      'tag-without-role',
    ]);
  });

  it('never verifies a trap, and matches no name in the quoted, mentioned, host, company and role-less tag traps', () => {
    for (const outcome of outcomes.filter((o) => o.item.trap)) {
      expect(outcome.verified, `${outcome.feed}: ${outcome.item.title}`).toEqual(new Set());
      // a namesake, and a link under another name, may be suggested (a person decides); nothing else is matched
      if (outcome.item.trap !== 'namesake' && outcome.item.trap !== 'link-under-another-name')
        expect(outcome.named, `${outcome.feed}: ${outcome.item.title}`).toEqual(new Set());
    }
  });

  it('verifies with precision 1.0 and finds at least 90% of the appearances as verified or suggested', () => {
    const verified = score(outcomes, (o) => o.verified);
    const either = score(outcomes, (o) => new Set([...o.verified, ...o.suggested]));
    const misses = outcomes.flatMap((o) =>
      o.item.expected.filter((ref) => !o.verified.has(ref) && !o.suggested.has(ref)).map((ref) => `${ref}: ${o.item.title}`),
    );
    const extra = outcomes.flatMap((o) => [...o.suggested].filter((ref) => !o.item.expected.includes(ref)).map((ref) => `${ref}: ${o.item.title}`));
    const wrong = outcomes.flatMap((o) => [...o.verified].filter((ref) => !o.item.expected.includes(ref)).map((ref) => `${ref}: ${o.item.title}`));
    console.info(
      `labelled set: ${outcomes.length} episodes, ${verified.expected} appearances\n` +
        `  verified:           ${scoreFigures(verified)}\n` +
        `  verified+suggested: ${scoreFigures(either)}\n` +
        `  missed: ${misses.join('; ') || 'none'}\n` +
        `  suggested wrongly: ${extra.join('; ') || 'none'}`,
    );
    expect(wrong).toEqual([]);
    expect(verified.precision).toBe(1);
    expect(either.recall).toBeGreaterThanOrEqual(0.9);
  });
});
