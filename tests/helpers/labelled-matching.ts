import type { BookingStatus } from '@shared/api/directory/profile-records';
import { buildGuestIndex, type FeedBooking, type GuestIndex } from '@server/features/directory/appearances/matching/matcher';

/** A guest of a labelled set as its labels name them. */
export interface LabelledGuest {
  ref: string;
  name: string;
  headline: string;
  websiteUrl?: string | null;
  socialUrls?: string[];
}

/** A labelled set's directory: the guest index, and each guest's client id (their place, from 1) and back. */
export interface LabelledDirectory {
  index: GuestIndex;
  clientIdOf: Map<string, number>;
  refOf: Map<number, string>;
}

/** The directory of `guests`, each profile at `profileUrl(guest)`. */
export function labelledDirectory<G extends LabelledGuest>(guests: readonly G[], profileUrl: (guest: G) => string): LabelledDirectory {
  const clientIdOf = new Map(guests.map((g, i) => [g.ref, i + 1]));
  const refOf = new Map(guests.map((g, i) => [i + 1, g.ref]));
  const index = buildGuestIndex(
    guests.map((g) => ({
      clientId: clientIdOf.get(g.ref)!,
      name: g.name,
      headline: g.headline,
      websiteUrl: g.websiteUrl ?? null,
      socialUrls: g.socialUrls ?? [],
      profileUrl: profileUrl(g),
    })),
  );
  return { index, clientIdOf, refOf };
}

/** A feed's labelled bookings (a guest recorded on a day) as the matcher takes them. */
export function labelledBookings(
  bookings: readonly { guest: string; recordedOn: string; status: BookingStatus }[],
  clientIdOf: Map<string, number>,
): FeedBooking[] {
  return bookings.map((b, i) => ({
    id: i + 1,
    clientId: clientIdOf.get(b.guest)!,
    status: b.status,
    recordedOn: new Date(`${b.recordedOn}T00:00:00Z`),
    scheduledFor: null,
    fromRequest: false,
  }));
}

/** What was found of one episode against what its label expects. */
export interface Judged {
  found: Set<string>;
  expected: readonly string[];
}

/** Precision and recall over every episode (1 for a side with nothing in it). */
export function precisionAndRecall(judged: Iterable<Judged>) {
  let found = 0;
  let right = 0;
  let expected = 0;
  for (const episode of judged) {
    found += episode.found.size;
    expected += episode.expected.length;
    right += episode.expected.filter((ref) => episode.found.has(ref)).length;
  }
  return { precision: found === 0 ? 1 : right / found, recall: expected === 0 ? 1 : right / expected, found, right, expected };
}

/** A score in words: "precision 1.000 (24/24), recall 0.960 (24/25)". */
export const scoreFigures = (s: ReturnType<typeof precisionAndRecall>) =>
  `precision ${s.precision.toFixed(3)} (${s.right}/${s.found}), recall ${s.recall.toFixed(3)} (${s.right}/${s.expected})`;
