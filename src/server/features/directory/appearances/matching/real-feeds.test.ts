import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_FEEDS, CORPUS_GUESTS, CORPUS_PROFILE_BASE, type CorpusEpisode, type CorpusTrap } from '@tests/fixtures/feeds/labels';
import { labelledBookings, labelledDirectory, precisionAndRecall, scoreFigures } from '@tests/helpers/labelled-matching';
import { decodeFeed } from '../feeds/feed-encoding';
import { parseFeed } from '../feeds/feed-parser';
import { matchItem } from './matcher';

const FIXTURES = join(import.meta.dirname, '../../../../../../tests/fixtures/feeds');
const { index, clientIdOf, refOf } = labelledDirectory(CORPUS_GUESTS, (g) => `${CORPUS_PROFILE_BASE}/profile/${g.ref}`);

interface Outcome {
  feed: string;
  episode: CorpusEpisode;
  verified: Set<string>;
  suggested: Set<string>;
}

/** Every labelled episode of the corpus, read from its fixture's bytes as the feeds' reader reads them, and matched. */
function matchTheCorpus(): { outcomes: Outcome[]; unlabelled: string[] } {
  const outcomes: Outcome[] = [];
  const unlabelled: string[] = [];
  for (const feed of CORPUS_FEEDS) {
    const items = parseFeed(decodeFeed(readFileSync(join(FIXTURES, feed.file)))).items;
    const bookings = labelledBookings(feed.bookings ?? [], clientIdOf);
    unlabelled.push(...items.filter((item) => !feed.episodes.some((e) => e.title === item.title)).map((item) => `${feed.file}: ${item.title}`));
    for (const episode of feed.episodes) {
      const item = items.find((candidate) => candidate.title === episode.title);
      if (!item) throw new Error(`${feed.file} has no episode titled ${episode.title}`);
      const matches = matchItem(item, index, bookings);
      const refs = (status: string) => new Set(matches.filter((m) => m.status === status).map((m) => refOf.get(m.clientId)!));
      outcomes.push({ feed: feed.file, episode, verified: refs('verified'), suggested: refs('suggested') });
    }
  }
  return { outcomes, unlabelled };
}

/** Precision and recall of what was found (`found`) against what is labelled (`expected`), over every episode. */
const score = (outcomes: Outcome[], found: (o: Outcome) => Set<string>, expected: (e: CorpusEpisode) => string[]) =>
  precisionAndRecall(outcomes.map((o) => ({ found: found(o), expected: expected(o.episode) })));

const either = (o: Outcome) => new Set([...o.verified, ...o.suggested]);
const appearances = (e: CorpusEpisode) => [...(e.verified ?? []), ...(e.suggested ?? [])];

describe('the labelled corpus of real feeds', () => {
  const { outcomes, unlabelled } = matchTheCorpus();

  it('holds at least 30 real feeds and 50 labelled episodes, every kind of trap, each fixture listed in SOURCES.md and trimmed to its labelled episodes', () => {
    expect(new Set(outcomes.map((o) => o.feed)).size).toBeGreaterThanOrEqual(30);
    expect(outcomes.length).toBeGreaterThanOrEqual(50);
    const kinds = new Set(outcomes.flatMap((o) => Object.values(o.episode.traps ?? {})));
    expect([...kinds].sort()).toEqual((['credit', 'host', 'joke', 'mentioned', 'namesake', 'quoted', 'subject'] satisfies CorpusTrap[]).sort());
    expect(unlabelled).toEqual([]);
    const sources = readFileSync(join(FIXTURES, 'SOURCES.md'), 'utf8');
    for (const file of readdirSync(FIXTURES).filter((name) => /\.(xml|rss)$/.test(name))) expect(sources, file).toContain(`\`${file}\``);
    for (const ref of outcomes.flatMap((o) => [...appearances(o.episode), ...Object.keys(o.episode.traps ?? {})])) expect(clientIdOf.has(ref), ref).toBe(true);
  });

  it('verifies no trap: no host, namesake, quoted or mentioned person, subject, joke or other credit', () => {
    const verifiedTraps = outcomes.flatMap((o) =>
      Object.entries(o.episode.traps ?? {})
        .filter(([ref]) => o.verified.has(ref))
        .map(([ref, kind]) => `${o.feed}: ${o.episode.title}: ${ref} (${kind})`),
    );
    expect(verifiedTraps).toEqual([]);
  });

  it('measures precision and recall of “verified” and of “verified + suggested” (floors as measured)', () => {
    const verified = score(
      outcomes,
      (o) => o.verified,
      (e) => e.verified ?? [],
    );
    const found = score(outcomes, either, appearances);
    const list = (pick: (o: Outcome) => string[]) =>
      outcomes.flatMap((o) => pick(o).map((ref) => `${ref} in ${o.feed} “${o.episode.title}”`)).join('\n    ') || 'none';
    console.info(
      `real-feed corpus: ${new Set(outcomes.map((o) => o.feed)).size} feeds, ${outcomes.length} episodes, ${found.expected} appearances (${verified.expected} to verify)\n` +
        `  verified:           ${scoreFigures(verified)}\n` +
        `  verified+suggested: ${scoreFigures(found)}\n` +
        `  wrongly verified:\n    ${list((o) => [...o.verified].filter((ref) => !(o.episode.verified ?? []).includes(ref)))}\n` +
        `  to verify, not verified:\n    ${list((o) => (o.episode.verified ?? []).filter((ref) => !o.verified.has(ref)))}\n` +
        `  missed entirely:\n    ${list((o) => appearances(o.episode).filter((ref) => !either(o).has(ref)))}\n` +
        `  found wrongly:\n    ${list((o) => [...either(o)].filter((ref) => !appearances(o.episode).includes(ref)))}`,
    );
    // measured: verified 1.000 / 0.960 (24 of 25), verified+suggested 0.882 (45 of 51) / 1.000
    expect(verified.precision).toBe(1);
    expect(verified.recall).toBeGreaterThanOrEqual(0.96);
    expect(found.precision).toBeGreaterThanOrEqual(0.88);
    expect(found.recall).toBeGreaterThanOrEqual(1);
  });
});
