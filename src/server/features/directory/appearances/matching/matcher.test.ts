import { describe, expect, it } from 'vitest';
import { buildGuestIndex, type FeedBooking, type GuestProfile, type MatchableItem, matchItem, organisationOf } from './matcher';

const mary: GuestProfile = {
  clientId: 1,
  name: "Mary K. O'Brien",
  headline: 'CEO of Northwind Labs Inc',
  websiteUrl: 'https://maryobrien.com/',
  socialUrls: ['https://www.linkedin.com/in/maryobrien'],
  profileUrl: 'https://podium.example/profile/mary-obrien',
};
const namesake: GuestProfile = {
  clientId: 2,
  name: "Mary O'Brien",
  headline: 'Baker',
  websiteUrl: null,
  socialUrls: [],
  profileUrl: 'https://podium.example/profile/mary-obrien-2',
};
const index = buildGuestIndex([mary, namesake]);
const item = (fields: Partial<MatchableItem>): MatchableItem => ({
  title: 'An episode',
  description: '',
  publishedAt: new Date('2025-03-01T00:00:00Z'),
  persons: [],
  ...fields,
});
const booking = (fields: Partial<FeedBooking> = {}): FeedBooking => ({
  id: 7,
  clientId: 1,
  status: 'recorded',
  recordedOn: new Date('2025-02-10T00:00:00Z'),
  scheduledFor: null,
  fromRequest: false,
  ...fields,
});
const statusOf = (matches: ReturnType<typeof matchItem>) => Object.fromEntries(matches.map((m) => [m.clientId, `${m.status} ${m.signal}`]));

describe('the matcher', () => {
  it('reads the organisation of a headline', () => {
    expect(organisationOf('Founder & CEO at Acme Labs | Author')).toBe('acme labs');
    expect(organisationOf('Chief Scientist, Helix Bio')).toBe('helix bio');
    expect(organisationOf('Keynote speaker')).toBeNull();
    expect(organisationOf('CEO of change')).toBeNull();
  });

  it('verifies a person tag naming the guest and linking to their profile, website or a social link, and only that guest', () => {
    for (const href of ['https://podium.example/profile/mary-obrien', 'http://www.maryobrien.com', 'https://linkedin.com/in/maryobrien/']) {
      const found = matchItem(item({ persons: [{ name: "Mary O'Brien", role: 'guest', href }] }), index, []);
      expect(statusOf(found), href).toEqual({ 1: 'verified person-link', 2: 'suggested person-name' });
      expect(found.find((m) => m.clientId === 1)?.basis).toBe('person-tag');
    }
  });

  it('never verifies a link under another name, nor a name without the link: each is a suggestion at most', () => {
    const underAnotherName = matchItem(item({ persons: [{ name: 'Zeb Okafor', role: 'guest', href: 'https://maryobrien.com' }] }), index, []);
    expect(statusOf(underAnotherName)).toEqual({ 1: 'suggested person-link' });
    expect(underAnotherName[0]).toMatchObject({
      basis: null,
      evidence: [{ signal: 'person-link', detail: 'Person tag: “Zeb Okafor” → https://maryobrien.com (under another name)' }],
    });
    // a name alone, and a name whose link is another guest's, suggest their namesakes and verify nobody
    expect(statusOf(matchItem(item({ persons: [{ name: "Mary O'Brien", role: 'guest', href: null }] }), index, []))).toEqual({
      1: 'suggested person-name',
      2: 'suggested person-name',
    });
    const otherLink = matchItem(item({ persons: [{ name: 'Pat Other', role: 'guest', href: 'https://podium.example/profile/mary-obrien-2' }] }), index, []);
    expect(statusOf(otherLink)).toEqual({ 2: 'suggested person-link' });
  });

  it('takes a person tag without a role as a host’s (the namespace’s default): it never matches', () => {
    const roleless = item({ title: "Mary O'Brien on courage", persons: [{ name: "Mary O'Brien", role: '', href: 'https://maryobrien.com' }] });
    expect(matchItem(roleless, index, [booking()])).toEqual([]);
  });

  it('says what a verification rests on: a booking from a host’s request, another booking, or the organisation', () => {
    const byName = item({ title: "Mary O'Brien on courage" });
    expect(matchItem(byName, index, [booking({ fromRequest: true })]).find((m) => m.clientId === 1)?.basis).toBe('host-booking');
    expect(matchItem(byName, index, [booking()]).find((m) => m.clientId === 1)?.basis).toBe('booking');
    expect(matchItem(item({ title: "Mary O'Brien on courage", description: 'Inside Northwind Labs.' }), index, []).find((m) => m.clientId === 1)?.basis).toBe(
      'organisation',
    );
  });

  it('verifies a name only when corroborated by a booking with the feed or the organisation; a namesake stays a suggestion', () => {
    const byName = item({ title: "Mary O'Brien on courage" });
    expect(statusOf(matchItem(byName, index, []))).toEqual({ 1: 'suggested name-in-title', 2: 'suggested name-in-title' });
    const withBooking = matchItem(byName, index, [booking()]);
    expect(statusOf(withBooking)).toEqual({ 1: 'verified name-in-title', 2: 'suggested name-in-title' });
    expect(withBooking.find((m) => m.clientId === 1)).toMatchObject({
      bookingId: 7,
      evidence: [
        { signal: 'name-in-title', detail: "Title: “Mary O'Brien on courage”" },
        { signal: 'booking-date', detail: 'Released 2025-03-01, 19 days after the recording booked for 2025-02-10' },
      ],
    });
    const byOrganisation = item({ title: "Mary O'Brien on courage", description: 'Inside Northwind Labs.' });
    expect(statusOf(matchItem(byOrganisation, index, []))).toEqual({ 1: 'verified name-in-title', 2: 'suggested name-in-title' });
    const tagged = item({ persons: [{ name: 'Mary Obrien', role: 'guest', href: null }] });
    expect(statusOf(matchItem(tagged, index, [booking({ recordedOn: null })]))).toEqual({ 1: 'verified person-name', 2: 'suggested person-name' });
  });

  it('takes a description name only when it reads as a guest, and always as a suggestion', () => {
    expect(statusOf(matchItem(item({ description: "Joined by Mary O'Brien of Northwind Labs." }), index, [booking()]))).toMatchObject({
      1: 'suggested name-in-description',
    });
    expect(matchItem(item({ description: "As Mary O'Brien said, courage is a habit." }), index, [])).toEqual([]);
    expect(matchItem(item({ description: "We discuss Mary O'Brien's book." }), index, [])).toEqual([]);
  });

  it('never matches a host', () => {
    const hosted = item({ title: "Mary O'Brien answers mail", persons: [{ name: "Mary O'Brien", role: 'host', href: 'https://maryobrien.com' }] });
    expect(matchItem(hosted, index, [])).toEqual([]);
  });

  it('suggests from a booking date alone only for an open booking, within the window, when nobody else is named', () => {
    const quiet = item({ title: 'Episode 12: courage' });
    expect(statusOf(matchItem(quiet, index, [booking()]))).toEqual({ 1: 'suggested booking-date' });
    expect(matchItem(quiet, index, [booking({ status: 'published' })])).toEqual([]);
    expect(matchItem(quiet, index, [booking({ status: 'cancelled' })])).toEqual([]);
    expect(matchItem(quiet, index, [booking({ recordedOn: new Date('2024-10-01T00:00:00Z') })])).toEqual([]);
    expect(matchItem(item({ title: 'Tom Jones on courage' }), index, [booking()])).toEqual([]);
    expect(matchItem(item({ persons: [{ name: 'Tom Jones', role: 'guest', href: null }] }), index, [booking()])).toEqual([]);
  });

  it('looks guests up by Map: 100,000 guests index and match in well under a second per thousand episodes', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ ...namesake, clientId: i + 10, name: `Person${i} Surname${i % 997}` }));
    const big = buildGuestIndex(many);
    expect(big.size).toBe(100_000);
    const started = performance.now();
    for (let i = 0; i < 1_000; i++) matchItem(item({ title: `Person${i} Surname${i % 997} on things`, description: 'Joined by Someone Else.' }), big, []);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
