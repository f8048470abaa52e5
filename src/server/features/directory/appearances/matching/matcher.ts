import type { BookingStatus } from '@shared/api/directory/profile-records';
import { MATCH_SIGNALS, type MatchEvidence, type MatchEvidenceItem, type MatchSignal, type VerifiedBasis } from '@shared/api/directory/appearances/feeds';
import type { ParsedFeedItem } from '../feeds/feed-types';
import { readingOf, titleReadingOf } from './name-context';
import { keysInText, nameKey, nameTokens } from './name-keys';
import { showAddressKey } from '@server/lib/show-address';

/**
 * The matcher: which guests an episode of a feed is theirs, pure (no database). The
 * rules, strongest signal first:
 *
 * - **person-link**: a `podcast:person` tag with the role guest whose href is the guest's profile
 *   address, website or a social link (compared without scheme, `www.`, query and trailing slash)
 *   → verified only when the same tag also names the guest (by name key); a link under another
 *   name ("Zeb Okafor" → Amara's website) is a suggestion at most.
 * - **person-name**: a `podcast:person` tag with the role guest naming the guest → verified when
 *   corroborated, else suggested. A tag with no role is a host's (the namespace's default), and
 *   hosts never match.
 * - **name-in-title**: the guest's name key in the title where it reads as the guest's (not cited:
 *   "as X said", "— X" after a quotation; not the host's: "from host X"; not the episode's subject:
 *   "Why X mattered", "X with <guest>") → verified when corroborated, else suggested.
 * - **name-in-description**: the name key in the description where it reads as the guest ("with
 *   X", "guest X", "joined by X", "X joins", "welcome X", "interview with X", "X, CEO of …") →
 *   suggested. A name only quoted or cited there, or merely mentioned, is no match.
 * - **booking-date**: the episode came out within BOOKING_DATE_WINDOW_DAYS after the recording
 *   (else scheduled) date of a live booking of the guest with this feed: evidence and
 *   corroboration, and the booking the match belongs to. Alone (the guest named nowhere) it
 *   suggests, only within BOOKING_DATE_ALONE_DAYS, for a booking not yet published, and for an
 *   episode that names nobody else as its guest (person tags, title, description's guest cues).
 *
 * **Corroborated** means: the guest has a live booking with this feed, or the organisation of
 * their headline ("CEO of Acme" → Acme) is named in the episode's title or description. A name
 * without corroboration is at most a suggestion, so a namesake is never verified. Names the item's
 * host tags carry are never matched, and a first name alone is never a key (name-keys.ts).
 *
 * A verified match says what it rests on (`basis`): the person tag's name and link
 * (`person-tag`), a booking from a host's request (`host-booking`) or another (`booking`), or the
 * organisation (`organisation`). What a feed may verify at all (its trust) is the caller's rule.
 */

/** A guest as the index takes them. */
export interface GuestProfile {
  clientId: number;
  name: string;
  headline: string;
  websiteUrl: string | null;
  socialUrls: string[];
  /** The public profile's address. */
  profileUrl: string | null;
}

/** A booking of a guest with the feed being matched. */
export interface FeedBooking {
  id: number;
  clientId: number;
  status: BookingStatus;
  /** The recording day (UTC midnight), when recorded. */
  recordedOn: Date | null;
  scheduledFor: Date | null;
  /** Made from a host's confirmed request (the host asked for the guest themself). */
  fromRequest: boolean;
}

/** What the matcher reads of an episode. */
export type MatchableItem = Pick<ParsedFeedItem, 'title' | 'description' | 'publishedAt' | 'persons'>;

/** A guest the episode is found to be theirs, with the strongest signal and every piece of evidence. */
export interface ItemMatch {
  clientId: number;
  status: 'verified' | 'suggested';
  signal: MatchSignal;
  evidence: MatchEvidence;
  bookingId: number | null;
  /** What a verified match rests on; null for a suggestion. */
  basis: VerifiedBasis | null;
}

interface IndexedGuest {
  clientId: number;
  key: string | null;
  /** The organisation of their headline, folded ("acme labs"); null when it names none. */
  organisation: string | null;
}

/** The guests by name key and by normalized address: every lookup is a Map's, whatever the number of guests. */
export interface GuestIndex {
  byKey: Map<string, IndexedGuest[]>;
  byUrl: Map<string, IndexedGuest[]>;
  size: number;
}

/** How long after a booking's recording an episode may come out and still belong to it (days). */
const BOOKING_DATE_WINDOW_DAYS = 120;
/** The same, when the date is the only signal: releases mostly come within two months. */
const BOOKING_DATE_ALONE_DAYS = 60;
const DAY_MS = 86_400_000;
/** Bookings that never led to an episode. */
const DEAD_BOOKINGS: ReadonlySet<BookingStatus> = new Set(['declined', 'cancelled', 'expired']);
/** Words that end a company's name and are left out when it is looked for ("Acme Inc" is named by "Acme"). */
const COMPANY_SUFFIXES = new Set(['inc', 'llc', 'ltd', 'corp', 'co', 'gmbh', 'plc', 'sa', 'ag', 'group', 'limited', 'corporation']);

/** `text`'s words folded and joined by single spaces, between spaces (for whole-word lookups). */
const foldedWords = (text: string) =>
  ` ${nameTokens(text)
    .map((t) => t.folded)
    .join(' ')} `;

/**
 * The organisation a headline names, folded: after its last "at", "of", "@" or comma, in its first
 * part ("Founder & CEO at Acme Labs | Author" → "acme labs"), when it is a proper name of at least
 * three letters; null otherwise.
 */
export function organisationOf(headline: string): string | null {
  const first = headline.split(/[|;·•]/)[0] ?? '';
  const match = /(?:\s(?:at|of)\s|@|,)\s*([^,@]+)$/i.exec(first);
  const named = match?.[1].trim() ?? '';
  if (!/^\p{Lu}|^\p{N}/u.test(named)) return null;
  const words = nameTokens(named).map((t) => t.folded);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1])) words.pop();
  const folded = words.join(' ');
  return folded.replace(/\s/g, '').length >= 3 ? folded : null;
}

/** Adds `value` to the list of `key` in `map`. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The guest index of `guests`: built once, then every episode looks its names and links up in Maps. */
export function buildGuestIndex(guests: Iterable<GuestProfile>): GuestIndex {
  const index: GuestIndex = { byKey: new Map(), byUrl: new Map(), size: 0 };
  for (const guest of guests) {
    const indexed: IndexedGuest = { clientId: guest.clientId, key: nameKey(guest.name), organisation: organisationOf(guest.headline) };
    index.size++;
    if (indexed.key) push(index.byKey, indexed.key, indexed);
    const urls = new Set([guest.profileUrl, guest.websiteUrl, ...guest.socialUrls].map(showAddressKey));
    for (const url of urls) if (url) push(index.byUrl, url, indexed);
  }
  return index;
}

/** What is found of one guest in one episode. */
interface Finding {
  guest: IndexedGuest;
  evidence: Map<MatchSignal, string>;
  linked: boolean;
}

/** A tag with no role is a host's: the Podcasting 2.0 namespace's default role. */
const isHost = (role: string) => role.trim() === '' || /host/i.test(role);
const isGuestRole = (role: string) => /guest/i.test(role);
const day = (date: Date) => date.toISOString().slice(0, 10);
const quoted = (text: string) => `“${text.trim()}”`;

/** The booking of this guest the episode belongs to by date: the latest recorded (else scheduled) before it within `windowDays`. */
function bookingByDate(bookings: FeedBooking[], publishedAt: Date | null, windowDays: number): { booking: FeedBooking; date: Date } | null {
  if (!publishedAt) return null;
  let best: { booking: FeedBooking; date: Date } | null = null;
  for (const booking of bookings) {
    const date = booking.recordedOn ?? booking.scheduledFor;
    if (!date) continue;
    const days = (publishedAt.getTime() - date.getTime()) / DAY_MS;
    if (days >= -1 && days <= windowDays && (!best || date > best.date)) best = { booking, date };
  }
  return best;
}

/** A short extract of `text` around [start, end), for the evidence. */
function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(text.length, end + 60);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/** The finding of `guest` in `found`, made when new. */
function findingOf(found: Map<number, Finding>, guest: IndexedGuest): Finding {
  let finding = found.get(guest.clientId);
  if (!finding) {
    finding = { guest, evidence: new Map(), linked: false };
    found.set(guest.clientId, finding);
  }
  return finding;
}

/** Notes `signal` for each guest of `guests` (the first detail of a signal is kept). */
function note(found: Map<number, Finding>, guests: IndexedGuest[] | undefined, signal: MatchSignal, detail: string): void {
  for (const guest of guests ?? []) {
    const finding = findingOf(found, guest);
    if (!finding.evidence.has(signal)) finding.evidence.set(signal, detail);
  }
}

/** The `podcast:person` tags' signals; answers whether any tag names a guest (of the directory or not). */
function personSignals(item: MatchableItem, index: GuestIndex, found: Map<number, Finding>, hostKeys: Set<string>): boolean {
  let namesAGuest = false;
  for (const person of item.persons) {
    if (isHost(person.role)) continue;
    if (!isGuestRole(person.role)) continue;
    namesAGuest = true;
    const key = nameKey(person.name);
    if (key && hostKeys.has(key)) continue;
    for (const guest of index.byUrl.get(showAddressKey(person.href) ?? '') ?? []) {
      const finding = findingOf(found, guest);
      // the link proves the guest only under their own name: a tag may link anyone under any name
      const named = key !== null && guest.key === key;
      if (named) finding.linked = true;
      if (named || !finding.evidence.has('person-link'))
        finding.evidence.set('person-link', `Person tag: ${quoted(person.name)} → ${person.href}${named ? '' : ' (under another name)'}`);
    }
    if (key) note(found, index.byKey.get(key), 'person-name', `Person tag: ${quoted(person.name)}${person.role ? ` (${person.role})` : ''}`);
  }
  return namesAGuest;
}

/**
 * The name signals of the title and the description; answers whether the episode names anyone as
 * its guest, of the directory or not (a name in the title, or one reading as a guest's in the description).
 */
function textSignals(item: MatchableItem, index: GuestIndex, found: Map<number, Finding>, hostKeys: Set<string>): boolean {
  const titleKeys = keysInText(item.title);
  let namesSomeone = titleKeys.length > 0;
  for (const place of titleKeys) {
    if (hostKeys.has(place.key) || !index.byKey.has(place.key) || titleReadingOf(item.title, place) !== 'guest') continue;
    note(found, index.byKey.get(place.key), 'name-in-title', `Title: ${quoted(item.title)}`);
  }
  for (const place of keysInText(item.description)) {
    if (hostKeys.has(place.key) || readingOf(item.description, place) !== 'guest') continue;
    namesSomeone = true;
    note(found, index.byKey.get(place.key), 'name-in-description', `Description: ${quoted(excerpt(item.description, place.start, place.end))}`);
  }
  return namesSomeone;
}

/** What corroborates a name: the guest's live bookings with this feed, and whether the episode names their organisation. */
interface Corroboration {
  bookings: FeedBooking[];
  byOrganisation: boolean;
}

/** What a match of `finding` rests on when it is verified: its person tag, a booking, or the organisation; null when it is not. */
function basisOf(finding: Finding, { bookings, byOrganisation }: Corroboration): VerifiedBasis | null {
  if (finding.linked) return 'person-tag';
  if (!finding.evidence.has('person-name') && !finding.evidence.has('name-in-title')) return null;
  if (bookings.length > 0) return bookings.some((b) => b.fromRequest) ? 'host-booking' : 'booking';
  return byOrganisation ? 'organisation' : null;
}

/** The match of a finding: its status, strongest signal, evidence in signal order, booking, and what a verified one rests on. */
function toMatch(finding: Finding, corroboration: Corroboration, bookingId: number | null): ItemMatch {
  const evidence: MatchEvidenceItem[] = MATCH_SIGNALS.filter((s) => finding.evidence.has(s)).map((signal) => ({
    signal,
    detail: finding.evidence.get(signal)!,
  }));
  const basis = basisOf(finding, corroboration);
  return { clientId: finding.guest.clientId, status: basis ? 'verified' : 'suggested', signal: evidence[0]!.signal, evidence, bookingId, basis };
}

/**
 * The guests `item` is found to be theirs, by the rules above; `bookingsOfFeed` are the bookings
 * with the item's feed (of any guest, any status).
 */
export function matchItem(item: MatchableItem, index: GuestIndex, bookingsOfFeed: FeedBooking[]): ItemMatch[] {
  const found = new Map<number, Finding>();
  const hostKeys = new Set(item.persons.flatMap((p) => (isHost(p.role) ? [nameKey(p.name) ?? ''] : [])).filter(Boolean));
  const namesAGuest = personSignals(item, index, found, hostKeys);
  const namesSomeone = textSignals(item, index, found, hostKeys) || namesAGuest;

  const liveBookings = new Map<number, FeedBooking[]>();
  for (const booking of bookingsOfFeed) if (!DEAD_BOOKINGS.has(booking.status)) push(liveBookings, booking.clientId, booking);
  const byDate = new Map<number, { booking: FeedBooking; date: Date }>();
  for (const [clientId, bookings] of liveBookings) {
    const alone = !found.has(clientId);
    const fit = bookingByDate(bookings, item.publishedAt, alone ? BOOKING_DATE_ALONE_DAYS : BOOKING_DATE_WINDOW_DAYS);
    if (!fit || (alone && (namesSomeone || fit.booking.status === 'published'))) continue;
    byDate.set(clientId, fit);
    const days = Math.round((item.publishedAt!.getTime() - fit.date.getTime()) / DAY_MS);
    const guest = found.get(clientId)?.guest ?? { clientId, key: null, organisation: null };
    note(found, [guest], 'booking-date', `Released ${day(item.publishedAt!)}, ${days} days after the recording booked for ${day(fit.date)}`);
  }

  let words: string | null = null;
  const organisationNamed = (organisation: string) => {
    words ??= foldedWords(`${item.title} \n ${item.description}`);
    return words.includes(` ${organisation} `);
  };
  return [...found.values()].map((finding) => {
    const { clientId, organisation } = finding.guest;
    const byOrganisation = organisation !== null && organisationNamed(organisation);
    if (byOrganisation) for (const signal of ['person-name', 'name-in-title'] as const) appendDetail(finding, signal, `; the episode names their organisation`);
    return toMatch(finding, { bookings: liveBookings.get(clientId) ?? [], byOrganisation }, byDate.get(clientId)?.booking.id ?? null);
  });
}

/** Adds `more` to the detail of `signal`, when the finding has it. */
function appendDetail(finding: Finding, signal: MatchSignal, more: string): void {
  const detail = finding.evidence.get(signal);
  if (detail !== undefined) finding.evidence.set(signal, detail + more);
}
