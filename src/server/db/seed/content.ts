import { createHash } from 'node:crypto';
import type { DemoPerson } from './people';

/** A URL-safe slug of a name. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A demo person's profile slug: the directory's rows and the demo accounts are both named by it. */
export const demoSlugOf = (person: { name: string }) => slugify(person.name);

/** Up to two initials of a name. */
export function initials(name: string): string {
  const words = name.split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** A stable, fictional 11-character video id derived from a text. */
export function fakeYoutubeId(seed: string): string {
  return createHash('sha256').update(seed).digest('base64url').slice(0, 11);
}

const firstName = (p: DemoPerson) => p.name.split(' ')[0];
const capital = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;
const possessive = (p: DemoPerson) => (p.pronoun === 'she' ? 'her' : 'his');
const unique = (items: string[]) => [...new Set(items)];
/** Lower-cases a phrase for use mid-sentence, unless it holds an acronym or brand casing (AI, EdTech). */
const midSentence = (text: string) => (/^[A-Z][^A-Z]*$/.test(text) ? text.toLowerCase() : text);

/** The person's three topics plus a fourth on their company's story. */
function topicsOf(p: DemoPerson): [string, string][] {
  return [...p.topics, [`The ${p.company} story`, `How ${p.company} became known for ${p.knownFor}.`]];
}

/** A markdown bio of two to four paragraphs; most have a heading, every one links to the website. */
export function bioMarkdown(p: DemoPerson, index: number, websiteUrl: string): string {
  const they = capital(p.pronoun);
  const opening = `${p.name} is ${p.title} of ${p.company}, based in ${p.city}, and is known for ${p.knownFor}. ${p.achievement}`;
  const topics = `${they} speaks with rare candor on *${p.topics[0][0]}*, *${p.topics[1][0]}* and *${p.topics[2][0]}*, drawing on decisions made under real pressure rather than theory.`;
  const link = `[${p.company}](${websiteUrl})`;
  const variants = [
    [
      opening,
      topics,
      '## On stage and on air',
      `Hosts describe ${firstName(p)} as a generous guest: specific stories, clear numbers and a point of view listeners remember. Learn more at ${link}.`,
    ],
    [opening, `${topics} More about ${possessive(p)} work is at ${link}.`],
    [
      opening,
      `## Why hosts book ${firstName(p)}`,
      `${topics} Audiences leave with a framework they can use the same week.`,
      '## Beyond the boardroom',
      `Outside ${link}, ${firstName(p)} mentors first-time leaders in ${p.city} and writes about ${midSentence(p.keywords[0])} for industry publications.`,
    ],
  ];
  return variants[index % variants.length].join('\n\n');
}

/** Five to eight sample interview questions, numbered or one per line. */
export function sampleQuestions(p: DemoPerson, index: number): string {
  const questions = [
    `What was the moment you knew ${p.company} had to change course?`,
    `${p.topics[0][1]} Where do most leaders get this wrong?`,
    `How do you explain "${p.topics[1][0]}" to someone outside your industry?`,
    `What is a decision you made at ${p.company} that you would make differently today?`,
    `What do the next five years look like for ${midSentence(p.keywords[0])}?`,
    `What advice would you give your younger self on your first day as ${midSentence(p.title)}?`,
    `${p.topics[2][1]} What did you learn the hard way?`,
    `Which habit has mattered most in your career, and how do you protect it?`,
  ].slice(0, 5 + (index % 4));
  return index % 3 === 1 ? questions.join('\n') : questions.map((q, i) => `${i + 1}. ${q}`).join('\n');
}

/** Three or four talking points, each with a fuller paragraph. */
export function talkingPoints(p: DemoPerson, index: number): { talkingPointTitle: string; talkingPointFull: string }[] {
  const endings = [
    `${firstName(p)} shares the playbook from ${p.company}: what was tried, what failed, and the habits that made it stick.`,
    `Drawing on ${possessive(p)} years at ${p.company}, ${firstName(p)} walks through the decisions, the numbers and the mistakes worth avoiding.`,
    `Expect concrete examples from ${p.city} and beyond, and a framework listeners can apply the same week.`,
  ];
  return topicsOf(p)
    .slice(0, 3 + (index % 2))
    .map(([title, summary], i) => ({ talkingPointTitle: title, talkingPointFull: `${summary} ${endings[(index + i) % endings.length]}` }));
}

/** The person's profile keywords: their own keywords, then their categories (no duplicates). */
export function profileKeywords(p: DemoPerson): string[] {
  return unique([...p.keywords, ...p.categories]).slice(0, 8);
}

/** The captions of a person's two to four media pictures. */
export function mediaCaptions(index: number): string[] {
  return ['Keynote', 'Panel conversation', 'Behind the scenes', 'Studio interview'].slice(0, 2 + (index % 3));
}

const FORMATS = ['keynote', 'fireside chat', 'interview', 'panel'];

/**
 * Two to four videos of a person: title, description and keywords (at most 5). The last of three
 * or more is pending approval (toApprove 1); the first of every third person is featured.
 */
export function videos(p: DemoPerson, index: number) {
  const count = 2 + ((index + 1) % 3);
  return topicsOf(p)
    .slice(0, count)
    .map(([title, summary], j) => ({
      title: j === 0 ? `${p.name}: ${title}` : `${title} | ${p.company} ${FORMATS[(index + j) % FORMATS.length]}`,
      description: `${summary} Recorded with ${p.name}, ${p.title} of ${p.company}.`,
      keywords: unique([p.keywords[j % p.keywords.length], p.keywords[(j + 1) % p.keywords.length], ...p.categories]).slice(0, 5),
      toApprove: count >= 3 && j === count - 1 ? 1 : 0,
      featured: j === 0 && index % 3 === 0,
    }));
}

/** One to three quotable key facts for an approved video, each with one to four keywords. */
export function keyFacts(p: DemoPerson, index: number, videoIndex: number): { fact: string; keywords: string[] }[] {
  const [, summary] = topicsOf(p)[videoIndex];
  const achievement = {
    fact: p.achievement.replace(/^(She|He) /, `${firstName(p)} `).replace(/^(Her|His) /, `${firstName(p)}'s `),
    keywords: p.keywords.slice(0, 2),
  };
  const quote = {
    fact: `"${summary}" — ${p.name}, ${p.title} of ${p.company}`,
    keywords: unique([p.keywords[videoIndex % p.keywords.length], p.categories[0]]),
  };
  const knownFor = { fact: `${p.name} is known for ${p.knownFor}.`, keywords: unique([p.keywords[p.keywords.length - 1], ...p.categories]).slice(0, 4) };
  if (videoIndex === 0) return index % 3 === 0 ? [achievement, quote, knownFor] : [achievement, quote];
  if (videoIndex === 1 && index % 2 === 1) return [quote, knownFor];
  return [quote];
}

/** The demo podcasts. */
export const DEMO_PODCASTS = [
  { name: 'The Operator Hour', host: 'Dana Whitlock', description: 'Conversations with the people who make companies run.' },
  { name: 'Boardroom Unplugged', host: 'Miles Carter', description: 'Candid talks with executives about the decisions behind the headlines.' },
  { name: 'Founders at Dawn', host: 'Priyanka Das', description: 'Early mornings, early days: how founders built what they built.' },
  { name: 'The Sustainable Ledger', host: 'Ruth Okonjo', description: 'Climate, capital and the businesses changing both.' },
  { name: 'Health Forward', host: 'Dr. Alan Mirza', description: 'The future of care, from the people delivering it.' },
  { name: 'Signal & Noise', host: 'Theo Lambert', description: 'Technology leaders on what is real and what is hype.' },
  { name: 'Marketing Matters', host: 'Sasha Greene', description: 'Brand builders on growth that lasts.' },
  { name: 'Lead With It', host: 'Jordan Avery', description: 'Leadership lessons you can use on Monday morning.' },
];
