import { describe, expect, it } from 'vitest';
import { candidatePhrases, type DirectoryStats, rankKeywords, tokensOf } from './extract';

/** A directory of `documents` profiles where the listed tokens have these document frequencies (others none). */
const directory = (documents: number, frequencies: Record<string, number> = {}): DirectoryStats => ({
  documents,
  frequencyOf: (token) => frequencies[token] ?? 0,
});

const labels = (texts: string[], stats = directory(100), exclude: string[] = [], limit = 10) => rankKeywords(candidatePhrases(texts, exclude), stats, limit);

describe('candidate phrases (RAKE)', () => {
  it('are the runs of content words between stop words and punctuation, counted, with their words as keys', () => {
    const found = candidatePhrases(['Supply chain resilience is the key to growth. Supply chain resilience, again.']);
    expect(found.map((c) => [c.words.join(' '), c.count])).toEqual([
      ['growth', 1],
      ['key', 1],
      ['supply chain resilience', 2],
    ]);
  });

  it('leave stop words, numbers and one-letter words out, and never cross a sentence or a line', () => {
    const words = candidatePhrases(['We cut wait times by 41% in 2021.\nPatient experience matters, and it is a journey.']).flatMap((c) => c.words);
    for (const stop of ['we', 'by', 'in', 'and', 'it', 'is', 'a', '41', '2021']) expect(words).not.toContain(stop);
    expect(candidatePhrases(['Digital health\nleadership']).map((c) => c.words.join(' '))).toEqual(['digital health', 'leadership']);
  });

  it('give the words of runs longer than three words one by one', () => {
    expect(candidatePhrases(['explainable underwriting credit models regulators']).map((c) => c.words.join(' '))).toEqual([
      'credit',
      'explainable',
      'models',
      'regulators',
      'underwriting',
    ]);
  });

  it('keep capitals written inside sentences and acronyms, lower-case a sentence’s first word, and drop a possessive', () => {
    const found = candidatePhrases(['Resilient systems. Explainable AI for Atlanta hospitals. ESG pay. The company’s growth.']);
    expect(found.map((c) => c.label)).toEqual(['Atlanta hospitals', 'Company growth', 'ESG pay', 'Explainable AI', 'Resilient systems']);
  });

  it('leave out phrases made only of the person’s own name', () => {
    const found = candidatePhrases(['Amara Okafor leads change. Okafor speaks on digital health.'], ['Amara Okafor']).map((c) => c.words.join(' '));
    expect(found).not.toContain('amara okafor');
    expect(found).not.toContain('okafor');
    expect(found).toContain('digital health');
  });
});

describe('ranking keywords', () => {
  const bio = [
    'Priya leads explainable AI in lending. Explainable AI builds trust with regulators.',
    'She also cares about leadership and leadership culture.',
    'Credit risk models need explainable AI.',
  ];

  it('is deterministic: the same texts and directory give the same list, in the same order', () => {
    const first = labels(bio);
    for (let i = 0; i < 5; i++) expect(labels([...bio])).toEqual(first);
    expect(first[0]).toBe('Explainable AI');
  });

  it('prefers words that are rare in the directory over words every profile uses', () => {
    const texts = ['Leadership roles. Leadership roles. Fintech roles.'];
    expect(labels(texts, directory(1000, { leadership: 900, fintech: 3, roles: 900 }))[0]).toBe('Fintech roles');
    expect(labels(texts, directory(1000, { leadership: 3, fintech: 900, roles: 900 }))[0]).toBe('Leadership roles');
    expect(labels(['Leadership. Fintech.'], directory(1000, { leadership: 900, fintech: 3 }))).toEqual(['Fintech', 'Leadership']);
    expect(labels(['Leadership. Fintech.'], directory(1000, { leadership: 3, fintech: 900 }))).toEqual(['Leadership', 'Fintech']);
  });

  it('ranks a repeated phrase above one said once, and phrases above their own words', () => {
    expect(labels(['Supply chain. Supply chain. Climate.'])).toEqual(['Supply chain', 'Climate']);
    expect(labels(['Supply chain resilience. Resilience.'])).toEqual(['Supply chain resilience']);
  });

  it('stops at the limit and keeps no stop words', () => {
    const many = labels(['alpha. bravo. charlie. delta. echo. foxtrot. golf. hotel. india. juliet. kilo. lima.'], directory(10), [], 10);
    expect(many).toHaveLength(10);
    expect(labels(['The and of to in is it.'])).toEqual([]);
    expect(labels([])).toEqual([]);
  });

  it('asks the directory only about the index tokens of its words (hyphenated words split as the search index splits them)', () => {
    expect(tokensOf(candidatePhrases(['Plant-based food, at scale.']))).toEqual(['based', 'food', 'plant', 'scale']);
    const asked: string[] = [];
    rankKeywords(candidatePhrases(['Plant-based food.']), { documents: 5, frequencyOf: (t) => asked.push(t) * 0 }, 10);
    expect([...new Set(asked)].sort()).toEqual(['based', 'food', 'plant']);
  });
});

describe('keywords that read as topics', () => {
  const keys = (text: string) => candidatePhrases([text]).map((c) => c.words.join(' '));

  it('drop a leading verb in -ing, stock rhetoric, job titles, talk formats, places and numbers in words', () => {
    expect(keys('Building AI tools. Taking plant-based food.')).toEqual(['ai tools', 'plant-based food']);
    expect(keys('Engineering leadership. Beekeeping. Raising in a cold market.')).toEqual(['beekeeping', 'cold market', 'engineering leadership']);
    expect(keys('The mistakes worth avoiding, with concrete examples from Seattle and beyond.')).toEqual([]);
    expect(keys('She is Chief Executive Officer, based in New York. The Cobalt panel. Thirty-eight restaurants.')).toEqual(['cobalt', 'restaurants']);
    expect(keys('Chief Financial Officer of Brightline. Financial planning.')).toEqual(['brightline', 'financial planning']);
    expect(keys('AI in Finance, with bankers in AI.')).toEqual(['ai', 'bankers']);
  });

  it('leave out a phrase a fifth or more of the directory’s profiles have, and weigh the rarer ones higher', () => {
    const candidates = candidatePhrases(['Supply chain. Supply chain. Port logistics.']);
    const shares = (counts: Record<string, number>) => ({ profiles: 100, countOf: (key: string) => counts[key] ?? 0 });
    expect(rankKeywords(candidates, directory(100), 10, shares({}))).toEqual(['Supply chain', 'Port logistics']);
    expect(rankKeywords(candidates, directory(100), 10, shares({ 'supply chain': 20 }))).toEqual(['Port logistics']);
    expect(rankKeywords(candidates, directory(100), 10, shares({ 'supply chain': 15 }))).toEqual(['Port logistics', 'Supply chain']);
    // in a small directory a few profiles sharing a phrase is chance, not a template
    expect(rankKeywords(candidates, { documents: 2, frequencyOf: () => 0 }, 10, { profiles: 2, countOf: () => 2 })).toHaveLength(2);
  });
});

describe('keywords that are noun phrases, not fragments of a clause', () => {
  const keys = (texts: string[]) => candidatePhrases(texts).map((c) => c.words.join(' '));
  // the demo texts the fragments came from
  const greystone = 'She took 38% of the carbon out of Greystone cement while margins rose.';
  const businessCase = 'The business case plants can bank on.';
  const salesMotion = 'The sales motion customers thank you for.';
  const aurora = [
    'Her relaunch of a 60-year-old snack brand doubled its under-30 buyers in eighteen months.',
    'Heritage without nostalgia',
    'Making old brands feel inevitable to new buyers.',
    'The one interview worth a thousand dashboards.',
  ];

  it('end a phrase at a verb in the past: the subject stays, the verb goes', () => {
    expect(keys([greystone])).toEqual(['carbon', 'greystone cement', 'margins']);
    expect(keys(['Costs dropped. Distributed systems. Revenue doubled. Models are trusted.'])).toEqual(['costs', 'distributed systems', 'models', 'revenue']);
    // a name is no verb
    expect(keys(['Conversations with Anna Rose. Sales fell.'])).toEqual(['anna rose', 'conversations', 'sales']);
  });

  it('leave out the subject of a clause that ends on its preposition ("the business case plants can bank on")', () => {
    expect(keys([businessCase])).toEqual(['business case']);
    expect(keys([salesMotion])).toEqual(['sales motion']);
    // a phrase that is itself the subject keeps its last word
    expect(keys(['Explainable AI can be trusted with.', 'The supply chain you can count on.'])).toEqual(['explainable ai', 'supply chain']);
  });

  it('rank no lone plural common noun said in one setting only (its sentence repeated or not), but keep names, acronyms and one said again elsewhere', () => {
    expect(labels(aurora)).not.toContain('Buyers');
    expect(labels([...aurora, aurora[2], `${aurora[2]} Again.`])).not.toContain('Buyers');
    expect(labels(aurora)).toEqual(expect.arrayContaining(['Heritage', 'Old brands', 'Under-30 buyers']));
    expect(labels([greystone, businessCase])).toEqual(['Business case', 'Greystone cement', 'Carbon']);
    expect(labels(['Boards. Boards again. Dashboards of KPIs. Thank the Rockies.'])).toEqual(expect.arrayContaining(['Boards', 'KPIs', 'Rockies']));
    expect(labels(['Operations.'])).toEqual(['Operations']);
  });
});
