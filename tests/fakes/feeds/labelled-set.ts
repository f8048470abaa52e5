import type { BookingStatus } from '@shared/api/directory/profile-records';
import type { FakeFeed, FakeItem } from './rss';

/**
 * The labelled set of appearance matching: guests of the directory, five fake feeds
 * and the bookings with them, each episode labelled with the guests it really features. Feeds:
 * one with `podcast:person` tags, one naming guests only in titles, one with accents and
 * initials, one naming them in descriptions, and one hosted by a client. Traps (labelled with no
 * guest, `trap` says which): namesakes (same name, another person, nothing to corroborate), guests
 * only quoted or cited, a host sharing a guest's first name, a client hosting, a company named as a
 * guest's surname, a name only mentioned, a person tag linking a guest's website under another
 * name, and a person tag without a role (a host's, by the namespace's default).
 */

/** A guest of the directory, by a short reference. */
export interface LabelledGuest {
  ref: string;
  name: string;
  slug: string;
  headline: string;
  websiteUrl?: string;
  socialUrls?: string[];
}

/** What a trap tests. */
export type Trap =
  | 'namesake'
  | 'quoted'
  | 'host-first-name'
  | 'client-hosting'
  | 'company-surname'
  | 'mentioned'
  | 'link-under-another-name'
  | 'tag-without-role';

/** An episode with the guests it really features (refs; empty for none). */
export interface LabelledItem extends FakeItem {
  publishedAt: string;
  expected: string[];
  trap?: Trap;
}

/** A booking of a guest with the feed, recorded on a day. */
export interface LabelledBooking {
  guest: string;
  recordedOn: string;
  status: BookingStatus;
}

/** A fake feed whose episodes are labelled, with its bookings. */
export interface LabelledFeed extends FakeFeed {
  items: LabelledItem[];
  bookings: LabelledBooking[];
}

/** Where the profiles live in the set (a guest's profile address is `${PROFILE_BASE}/profile/{slug}`). */
export const PROFILE_BASE = 'https://podium.example';

/** The directory's guests. */
export const LABELLED_GUESTS: LabelledGuest[] = [
  {
    ref: 'mary',
    name: "Mary K. O'Brien",
    slug: 'mary-obrien',
    headline: 'CEO of Northwind Labs',
    websiteUrl: 'https://maryobrien.com/',
    socialUrls: ['https://www.linkedin.com/in/maryobrien'],
  },
  { ref: 'jose', name: 'José Núñez', slug: 'jose-nunez', headline: 'Founder, Cartografía Studio' },
  { ref: 'ana', name: 'Ana García', slug: 'ana-garcia', headline: 'Chief Scientist at Helix Bio' },
  { ref: 'simon', name: 'Simon Okafor', slug: 'simon-okafor', headline: 'Author and keynote speaker' },
  { ref: 'john', name: 'John Smith', slug: 'john-smith', headline: 'VP Sales at Brightpath' },
  { ref: 'chloe', name: 'Chloé Dubois', slug: 'chloe-dubois', headline: 'Partner at Maison Capital', socialUrls: ['https://linkedin.com/in/chloedubois'] },
  { ref: 'sam', name: 'Sam Ford', slug: 'sam-ford', headline: 'COO at Lumen Health', websiteUrl: 'https://samford.io' },
  { ref: 'priya', name: 'Priya Raman', slug: 'priya-raman', headline: 'Head of AI at Quanta', websiteUrl: 'https://priyaraman.ai' },
  { ref: 'david', name: 'David Chen', slug: 'david-chen', headline: 'CTO at Stackline' },
  { ref: 'kwame', name: 'Dr. Kwame Mensah', slug: 'kwame-mensah', headline: 'Founder & CEO at Ashanti Ventures' },
  { ref: 'lena', name: 'Lena Müller', slug: 'lena-muller', headline: 'Managing Director, Rheinwerk' },
  { ref: 'grace', name: 'Grace Liu', slug: 'grace-liu', headline: 'Podcast host and growth advisor', websiteUrl: 'https://graceliu.com' },
];

const person = (name: string, href?: string, role = 'guest') => ({ name, role, href });

/** A feed with `podcast:person` tags on every episode, its host Priya Kapoor (a guest's first name). */
const personTagged: LabelledFeed = {
  title: 'Future of Work Weekly',
  link: 'https://futureofwork.example',
  persons: [person('Priya Kapoor', undefined, 'host')],
  bookings: [{ guest: 'ana', recordedOn: '2025-01-20', status: 'recorded' }],
  items: [
    // the tag links to a LinkedIn page no guest gave: her name alone, uncorroborated
    {
      publishedAt: '2025-01-06',
      title: 'Building AI teams that last',
      persons: [person('Priya Raman', 'https://linkedin.com/in/priyaraman')],
      expected: ['priya'],
    },
    { publishedAt: '2025-01-13', title: 'The courage to lead', persons: [person("Mary O'Brien", 'https://maryobrien.com')], expected: ['mary'] },
    {
      publishedAt: '2025-01-20',
      title: 'Cooking for crowds',
      description: 'Chef David Chen of the Golden Wok shares how his kitchen feeds 500 a night.',
      persons: [person('David Chen')],
      expected: [],
      trap: 'namesake',
    },
    {
      publishedAt: '2025-01-27',
      title: 'Patient capital in Accra',
      description: 'How Ashanti Ventures backs founders for the long run.',
      persons: [person('Kwame Mensah')],
      expected: ['kwame'],
    },
    { publishedAt: '2025-02-03', title: 'The biology of ageing', persons: [person('Ana Garcia')], expected: ['ana'] },
    {
      publishedAt: '2025-02-10',
      title: 'Priya Kapoor answers your questions',
      persons: [person('Priya Kapoor', undefined, 'host')],
      expected: [],
      trap: 'host-first-name',
    },
    {
      publishedAt: '2025-02-17',
      title: 'Operations and maps',
      description: 'José Núñez of Cartografía Studio and an operator compare notes.',
      persons: [person('Sam Ford', 'https://www.samford.io/'), person('Jose Nunez')],
      expected: ['sam', 'jose'],
    },
    { publishedAt: '2025-02-24', title: 'Designing for trust', persons: [person('Linda Park')], expected: [] },
    {
      publishedAt: '2025-03-03',
      title: 'Soil, seeds and patience',
      description: 'A farmer on regenerative practice.',
      persons: [person('John Smith', 'https://johnsmithfarms.com')],
      expected: [],
      trap: 'namesake',
    },
    { publishedAt: '2025-03-10', title: 'Remote teams in 2025', description: 'A solo episode.', expected: [] },
    {
      publishedAt: '2025-03-17',
      title: 'European venture, up close',
      persons: [person('Chloé Dubois', 'https://www.linkedin.com/in/chloedubois/')],
      expected: ['chloe'],
    },
    { publishedAt: '2025-03-24', title: 'Why purpose matters', persons: [person('Simon Okafor', `${PROFILE_BASE}/profile/simon-okafor`)], expected: ['simon'] },
    {
      publishedAt: '2025-03-31',
      title: 'Finding purpose at work',
      description: 'As Simon Okafor said, people follow those who start with why. We test the idea.',
      expected: [],
      trap: 'quoted',
    },
    { publishedAt: '2025-04-07', title: "Mary O'Brien on scaling Northwind Labs", persons: [person('Mary Obrien')], expected: ['mary'] },
    { publishedAt: '2025-04-14', title: 'Capital that waits', persons: [person('Dr. Kwame Mensah')], expected: ['kwame'] },
    {
      publishedAt: '2025-04-21',
      title: 'Shipping AI products',
      persons: [person('Priya Raman', 'https://priyaraman.ai/?utm_source=feed')],
      expected: ['priya'],
    },
    {
      publishedAt: '2025-04-28',
      title: 'Money and meaning',
      persons: [person('Zeb Okafor', 'https://maryobrien.com')],
      expected: [],
      trap: 'link-under-another-name',
    },
    {
      publishedAt: '2025-05-05',
      title: 'Listener mailbag',
      persons: [person("Mary O'Brien", 'https://maryobrien.com', '')],
      expected: [],
      trap: 'tag-without-role',
    },
  ],
};

/** A feed naming its guests only in titles, its host Marcus Bell. */
const titlesOnly: LabelledFeed = {
  title: 'The Deal Room',
  link: 'https://dealroom.example',
  bookings: [
    { guest: 'kwame', recordedOn: '2025-01-06', status: 'recorded' },
    { guest: 'jose', recordedOn: '2025-04-07', status: 'recorded' },
  ],
  items: [
    { publishedAt: '2024-12-30', title: 'Episode 88: Market wrap', expected: [] },
    { publishedAt: '2025-01-06', title: "Mary O'Brien: Building Northwind Labs from zero", expected: ['mary'] },
    {
      publishedAt: '2025-01-13',
      title: 'Scaling hardware startups with Sam Ford',
      description: 'Sam Ford runs operations at Lumen Health.',
      expected: ['sam'],
    },
    { publishedAt: '2025-01-20', title: 'Kwame Mensah on African venture capital', expected: ['kwame'] },
    {
      publishedAt: '2025-01-27',
      title: 'John Smith on regenerative farming',
      description: 'John Smith grows heirloom corn in Iowa.',
      expected: [],
      trap: 'namesake',
    },
    { publishedAt: '2025-02-03', title: "Ford's EV bet, explained", description: 'Why Ford is betting on batteries.', expected: [], trap: 'company-surname' },
    { publishedAt: '2025-02-10', title: 'Lessons from Peter Drucker', expected: [] },
    { publishedAt: '2025-02-17', title: 'Ana García and the science of ageing', expected: ['ana'] },
    { publishedAt: '2025-02-24', title: "Inside Brightpath's sales machine with John Smith", expected: ['john'] },
    { publishedAt: '2025-03-03', title: 'Marcus Bell answers listener mail', expected: [] },
    { publishedAt: '2025-03-10', title: 'David Chen: The API economy', description: 'Stackline’s CTO on platforms.', expected: ['david'] },
    { publishedAt: '2025-03-17', title: '“Start with why” — Simon Okafor, revisited', expected: [], trap: 'quoted' },
    {
      publishedAt: '2025-03-24',
      title: 'Chloé Dubois on European venture',
      description: 'A partner at Maison Capital on the next decade.',
      expected: ['chloe'],
    },
    { publishedAt: '2025-03-31', title: 'Priya Raman on building AI teams', expected: ['priya'] },
    { publishedAt: '2025-04-21', title: "Episode 101: The founder's dilemma", expected: ['jose'] },
    { publishedAt: '2025-04-28', title: 'Round table: José Núñez, Ana García and Sam Ford', expected: ['jose', 'ana', 'sam'] },
  ],
};

/** A Spanish-language feed: accents, initials, middle names, all caps. */
const accented: LabelledFeed = {
  title: 'Voces de Negocios',
  link: 'https://voces.example',
  bookings: [{ guest: 'ana', recordedOn: '2025-02-01', status: 'recorded' }],
  items: [
    { publishedAt: '2025-01-05', title: 'Conversación con José Núñez', expected: ['jose'] },
    {
      publishedAt: '2025-01-12',
      title: 'Jose A. Nunez: diseño y mapas',
      description: 'El fundador de Cartografía Studio explica su método.',
      expected: ['jose'],
    },
    { publishedAt: '2025-02-16', title: 'Ana M. García López habla de biotecnología', expected: ['ana'] },
    { publishedAt: '2025-02-23', title: 'MARÍA JOSÉ NÚÑEZ: OTRA HISTORIA', description: 'Una chef de Oaxaca.', expected: [], trap: 'namesake' },
    { publishedAt: '2025-03-02', title: 'Lena Müller: Industrie 4.0', description: 'Lena Müller dirige Rheinwerk.', expected: ['lena'] },
    { publishedAt: '2025-03-09', title: 'Lena Muller sobre manufactura', expected: ['lena'] },
    { publishedAt: '2025-03-16', title: "Entrevista: Mary Kate O'Brien", description: 'La directora de Northwind Labs.', expected: ['mary'] },
    { publishedAt: '2025-03-23', title: 'Kwame Mensah y Ana García', expected: ['kwame', 'ana'] },
    { publishedAt: '2025-03-30', title: 'Noticias de la semana', expected: [] },
    { publishedAt: '2025-04-06', title: 'Diseño y territorio', description: "This week we're joined by José Núñez to talk maps.", expected: ['jose'] },
    {
      publishedAt: '2025-04-13',
      title: 'Liderazgo con propósito',
      description: 'Como dijo Simon Okafor, todo empieza con el porqué.',
      expected: [],
      trap: 'quoted',
    },
    { publishedAt: '2025-04-20', title: 'Chloé Dubois-Martin en París', description: 'Una arquitecta francesa.', expected: [] },
  ],
};

/** A feed naming its guests in the descriptions. */
const described: LabelledFeed = {
  title: 'Leaders Unfiltered',
  link: 'https://unfiltered.example',
  bookings: [
    { guest: 'ana', recordedOn: '2025-01-10', status: 'published' },
    { guest: 'mary', recordedOn: '2025-03-20', status: 'recorded' },
  ],
  items: [
    { publishedAt: '2025-01-04', title: 'Episode 12: Building trust', description: 'Our guest is Priya Raman, head of AI at Quanta.', expected: ['priya'] },
    {
      publishedAt: '2025-01-11',
      title: 'On courage',
      description: "In this episode we discuss a quote from Mary O'Brien about courage.",
      expected: [],
      trap: 'quoted',
    },
    {
      publishedAt: '2025-01-18',
      title: 'Writing to think',
      description: "Mary O'Brien once wrote that clarity is kindness. We agree.",
      expected: [],
      trap: 'quoted',
    },
    { publishedAt: '2025-01-25', title: 'Welcome Sam Ford', description: 'The operator behind Lumen Health.', expected: ['sam'] },
    { publishedAt: '2025-02-01', title: 'The solo rant', description: "We mention Kwame Mensah's portfolio in passing.", expected: [], trap: 'mentioned' },
    { publishedAt: '2025-02-08', title: 'David Chen on dumplings', description: 'A chef from Queens.', expected: [], trap: 'namesake' },
    { publishedAt: '2025-02-15', title: 'Operations that scale', description: 'Sam Ford joins us to talk operations.', expected: ['sam'] },
    { publishedAt: '2025-02-22', title: 'Selling in a downturn', description: 'Joined by John Smith, VP Sales at Brightpath.', expected: ['john'] },
    { publishedAt: '2025-03-01', title: 'Episode 40: Q&A', expected: [] },
    { publishedAt: '2025-03-08', title: 'Leaders who serve', description: '“Leaders eat last,” — Simon Okafor. We unpack it.', expected: [], trap: 'quoted' },
    { publishedAt: '2025-03-15', title: 'Money and mission', description: 'A conversation with Chloé Dubois.', expected: ['chloe'] },
    { publishedAt: '2025-01-20', title: 'Ana Garcia on longevity', expected: ['ana'] },
    { publishedAt: '2025-04-05', title: "Mary O'Brien returns", expected: ['mary'] },
    { publishedAt: '2025-04-12', title: 'Weekly roundup', expected: [] },
    { publishedAt: '2025-04-19', title: 'Stage fright', description: 'Priya Raman said on stage that fear is data.', expected: [], trap: 'quoted' },
  ],
};

/** A show hosted by a client, Grace Liu, whose host tags link to her website. */
const clientHosted: LabelledFeed = {
  title: 'The Growth Room',
  link: 'https://growthroom.example',
  persons: [person('Grace Liu', 'https://graceliu.com', 'host')],
  bookings: [],
  items: [
    {
      publishedAt: '2025-02-05',
      title: 'Kwame Mensah on patient capital',
      persons: [person('Grace Liu', 'https://graceliu.com', 'host'), person('Kwame Mensah')],
      expected: ['kwame'],
    },
    {
      publishedAt: '2025-02-12',
      title: 'Grace Liu: season two preview',
      persons: [person('Grace Liu', 'https://graceliu.com', 'host')],
      expected: [],
      trap: 'client-hosting',
    },
    {
      publishedAt: '2025-02-19',
      title: 'Factories that learn',
      description: 'Inside Rheinwerk with its managing director.',
      persons: [person('Grace Liu', 'https://graceliu.com', 'host'), person('Lena Müller', 'https://rheinwerk.de/team/lena-mueller')],
      expected: ['lena'],
    },
    {
      publishedAt: '2025-02-26',
      title: 'Growth loops',
      persons: [person('Grace Liu', 'https://graceliu.com', 'host'), person('Grace Chen')],
      expected: [],
      trap: 'host-first-name',
    },
  ],
};

/** The labelled feeds. */
export const LABELLED_FEEDS: LabelledFeed[] = [personTagged, titlesOnly, accented, described, clientHosted];
