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
const pronoun = (i: number) => (i % 2 === 0 ? 'She' : 'He');

/** A markdown bio of three paragraphs with a heading and a link. */
export function bioMarkdown(p: DemoPerson, index: number, websiteUrl: string): string {
  const they = pronoun(index);
  return [
    `${p.name} is ${p.title} of ${p.company}, based in ${p.city}, and is known for ${p.knownFor}. ${p.achievement}`,
    `${they} speaks with rare candor about ${p.topics[0][0].toLowerCase()}, ${p.topics[1][0].toLowerCase()} and ${p.topics[2][0].toLowerCase()}, drawing on decisions made under real pressure rather than theory.`,
    '## On stage and on air',
    `Hosts describe ${firstName(p)} as a generous guest: specific stories, clear numbers and a point of view listeners remember. Learn more at [${p.company}](${websiteUrl}).`,
  ].join('\n\n');
}

/** Six numbered sample interview questions. */
export function sampleQuestions(p: DemoPerson): string {
  const questions = [
    `What was the moment you knew ${p.company} had to change course?`,
    `${p.topics[0][1]} Where do most leaders get this wrong?`,
    `How do you explain "${p.topics[1][0]}" to someone outside your industry?`,
    `What is a decision you made at ${p.company} that you would make differently today?`,
    `What does the next five years look like for ${p.keywords[0].toLowerCase()}?`,
    `What advice would you give your younger self on the first day as ${p.title.toLowerCase()}?`,
  ];
  return questions.map((q, i) => `${i + 1}. ${q}`).join('\n');
}

/** Talking points from the person's topics, each with a fuller paragraph. */
export function talkingPoints(p: DemoPerson): { talkingPointTitle: string; talkingPointFull: string }[] {
  return p.topics.map(([title, summary]) => ({
    talkingPointTitle: title,
    talkingPointFull: `${summary} ${firstName(p)} shares the playbook from ${p.company}: what was tried, what failed, and the three habits that made it stick.`,
  }));
}

/** Videos of a person: titles, descriptions and keywords (at most 5, from the person's keywords and categories). */
export function videos(p: DemoPerson): { title: string; description: string; keywords: string[] }[] {
  return p.topics.map(([title, summary], i) => ({
    title: i === 0 ? `${p.name} on ${title.toLowerCase()}` : `${title} | ${p.company} keynote`,
    description: `${summary} Recorded with ${p.name}, ${p.title} of ${p.company}.`,
    keywords: [...new Set([p.keywords[i % p.keywords.length], p.keywords[(i + 1) % p.keywords.length], ...p.categories])].slice(0, 5),
  }));
}

/** Two quotable key facts for a video, with keywords (at most 4). */
export function keyFacts(p: DemoPerson, videoIndex: number): { fact: string; keywords: string[] }[] {
  const [title, summary] = p.topics[videoIndex];
  return [
    { fact: p.achievement.replace(/^(She|He) /, `${firstName(p)} `), keywords: p.keywords.slice(0, 2) },
    { fact: `"${summary}" — ${p.name} on ${title.toLowerCase()}.`, keywords: [p.keywords[2] ?? p.keywords[0], title.split(' ')[0]] },
  ];
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
