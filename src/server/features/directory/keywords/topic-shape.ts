/**
 * Phrases that read as rhetoric, not as a subject a host could book someone for: the stock
 * wording of bios and talk blurbs ('mistakes worth avoiding', 'concrete examples'). Keys are
 * lower case, words as the extraction keys them (a possessive 's dropped).
 */
const GENERIC_PHRASES: ReadonlySet<string> = new Set([
  'mistakes worth avoiding',
  'concrete examples',
  'concrete example',
  'real pressure',
  'rare candor',
  'clear numbers',
  'specific stories',
  'generous guest',
  'first-time leaders',
  'industry publications',
  'lessons learned',
  'key takeaways',
  'actionable insights',
  'practical tips',
  'best practices',
  'real-world examples',
  'deep dive',
  'next level',
  'game changer',
  'big picture',
  'hard way',
  'younger self',
  'same week',
  'playbook',
  'framework',
  'habits',
  'decisions',
  'mistakes',
  'examples',
  'insights',
  'lessons',
  'theory',
  'boardroom',
  'stage',
  'career',
  'advice',
  'leaders',
  'world',
  'zero',
]);

/**
 * Words ending in -ing that name a field or an activity as a noun ('marketing', 'engineering'):
 * at the start of a phrase, or alone, they stay. Any other -ing word there is read as a verb
 * acting on the rest ('Building AI tools' gives 'AI tools') and dropped, and alone it is no
 * topic ('Raising in a cold market' gives no 'Raising').
 */
const ING_NOUNS: ReadonlySet<string> = new Set(
  `accounting advertising banking beekeeping bookkeeping bootstrapping branding clothing coaching computing consulting
  cooking engineering farming financing fundraising funding gaming gardening hiring housing investing learning lending
  manufacturing marketing mentoring mining networking nursing onboarding packaging parenting planning pricing publishing
  recruiting shipping storytelling trading training underwriting wellbeing writing`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a word reads as a verb in -ing ('building', 'designing') rather than as a noun. */
function isVerbIng(word: string): boolean {
  return word.length > 4 && word.endsWith('ing') && !ING_NOUNS.has(word);
}

/**
 * The topic in a candidate phrase's words: leading -ing verbs dropped ('taking plant-based food'
 * gives 'plant-based food'); undefined when nothing is left or the phrase is stock rhetoric.
 */
export function topicWords(words: readonly string[]): string[] | undefined {
  let start = 0;
  while (start < words.length && isVerbIng(words[start])) start++;
  const topic = words.slice(start);
  if (topic.length === 0 || GENERIC_PHRASES.has(topic.join(' '))) return undefined;
  return topic;
}
