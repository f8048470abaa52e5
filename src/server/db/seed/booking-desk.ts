import { eq } from 'drizzle-orm';
import { showAddressKey } from '@server/lib/show-address';
import { hashToken, randomToken } from '@server/lib/tokens';
import type { Db } from '../client';
import { bookingFeedback, bookingRequestNotes, bookingRequests, bookings, episodes, pitchEvents, pitches, pitchGuests, podcasts } from '../schema';
import { DEMO_PODCASTS, slugify } from './content';
import type { DemoClientRef } from './insert-directory';
import type { DemoPerson } from './people';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day from now (negative: past) at an hour of the day in UTC. */
function dayAt(days: number, utcHour: number): Date {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(utcHour, 0, 0, 0);
  return day;
}

/** A demo show by its place in DEMO_PODCASTS: its name, host, the host's address and the show's link. */
function demoShow(index: number) {
  const show = DEMO_PODCASTS[index];
  const slug = slugify(show.name);
  return { showName: show.name, hostName: show.host, hostEmail: `${slugify(show.host)}@${slug}.example.fm`, showUrl: `https://${slug}.example.fm` };
}

/** A host's confirmed request for a guest, with its booking (requested, or the stage given); the request's id and the booking's. */
async function confirmedRequest(
  db: Db,
  guest: DemoClientRef,
  fields: { show: number; topic: string; slots: Date[]; timeZone: string; message: string; confirmedDaysAgo: number; audienceSize?: number; pitchId?: number },
  booking: Partial<typeof bookings.$inferInsert> = {},
): Promise<{ requestId: number; bookingId: number }> {
  const show = demoShow(fields.show);
  const confirmedAt = new Date(Date.now() - fields.confirmedDaysAgo * DAY);
  const [request] = await db
    .insert(bookingRequests)
    .values({
      clientId: guest.id,
      status: 'requested',
      hostName: show.hostName,
      hostEmail: show.hostEmail,
      showName: show.showName,
      showUrl: show.showUrl,
      showKey: showAddressKey(show.showUrl)!,
      audienceSize: fields.audienceSize ?? null,
      topic: fields.topic,
      slots: fields.slots.map((slot) => slot.toISOString()),
      timeZone: fields.timeZone,
      format: 'video',
      setting: 'remote',
      message: fields.message,
      pitchId: fields.pitchId ?? null,
      createdAt: new Date(confirmedAt.getTime() - 20 * 60_000),
      confirmedAt,
    })
    .returning({ id: bookingRequests.id });
  const [row] = await db
    .insert(bookings)
    .values({
      clientId: guest.id,
      showName: show.showName,
      hostName: show.hostName,
      hostContact: show.hostEmail,
      status: 'requested',
      requestId: request.id,
      createdAt: confirmedAt,
      ...booking,
    })
    .returning({ id: bookings.id });
  return { requestId: request.id, bookingId: row.id };
}

/**
 * The demo's booking desk, so a first start shows it at work: the agency's inbox with two requests
 * hosts confirmed (one sent from a pitch page, one with a question answered in its thread), a time
 * held for a host, a published booking whose host's feedback a guest quotes on their profile ("What
 * hosts say", with the episode among its podcasts), and a pitch page with what its host did on the
 * timeline. The demo guest's own profile (the first) is left to the tests' flows. No feed is
 * registered and no link issued: the demo asks nothing of the network, and the agency's answers
 * mail fresh links (to the outbox without SMTP).
 */
export async function insertDemoBookingDesk(db: Db, profiles: DemoClientRef[], people: DemoPerson[], agencyUserId: number | null): Promise<void> {
  const [, quoted, pitchedA, asked, held] = profiles;
  const topicOf = (profile: DemoClientRef) => people[profiles.indexOf(profile)].topics[0][0];

  const [pitch] = await db
    .insert(pitches)
    .values({
      tokenHash: hashToken(randomToken()),
      showName: 'The Growth Desk',
      showUrl: 'https://the-growth-desk.example.fm',
      createdBy: agencyUserId,
      expiresAt: dayAt(27, 12),
      createdAt: dayAt(-3, 9),
    })
    .returning({ id: pitches.id });
  await db.insert(pitchGuests).values([
    {
      pitchId: pitch.id,
      clientId: quoted.id,
      position: 0,
      line: `${quoted.name} has built the kind of team your listeners are hiring for.`,
      questions: ['What did you get wrong in your first year?'],
    },
    {
      pitchId: pitch.id,
      clientId: pitchedA.id,
      position: 1,
      line: `${pitchedA.name} speaks plainly about growth that lasts.`,
      questions: ['Where do most companies waste their first million?'],
    },
  ]);
  await db.insert(pitchEvents).values([
    { pitchId: pitch.id, kind: 'open', createdAt: dayAt(-2, 14) },
    { pitchId: pitch.id, kind: 'profile', clientId: pitchedA.id, createdAt: new Date(dayAt(-2, 14).getTime() + 3 * 60_000) },
    { pitchId: pitch.id, kind: 'pdf', clientId: pitchedA.id, createdAt: new Date(dayAt(-2, 14).getTime() + 5 * 60_000) },
    { pitchId: pitch.id, kind: 'open', createdAt: dayAt(-1, 10) },
    { pitchId: pitch.id, kind: 'request', clientId: pitchedA.id, createdAt: dayAt(-1, 10) },
  ]);

  await confirmedRequest(db, pitchedA, {
    show: 7,
    topic: topicOf(pitchedA),
    slots: [dayAt(9, 15), dayAt(10, 15), dayAt(12, 17)],
    timeZone: 'America/New_York',
    message: 'We loved the pitch. Our listeners are managers in their first leadership role.',
    confirmedDaysAgo: 1,
    audienceSize: 12_000,
    pitchId: pitch.id,
  });

  const thread = await confirmedRequest(db, asked, {
    show: 5,
    topic: topicOf(asked),
    slots: [dayAt(8, 9), dayAt(11, 9)],
    timeZone: 'Europe/London',
    message: 'Could we record a 45-minute conversation for our spring season?',
    confirmedDaysAgo: 2,
  });
  const hostEmail = demoShow(5).hostEmail;
  await db.insert(bookingRequestNotes).values([
    {
      requestId: thread.requestId,
      hostEmail,
      author: 'agency',
      kind: 'question',
      authorUserId: agencyUserId,
      body: 'Will the episode be filmed as well?',
      createdAt: dayAt(-1, 11),
    },
    {
      requestId: thread.requestId,
      hostEmail,
      author: 'host',
      kind: 'reply',
      body: 'Audio only this season, with a short video clip for social.',
      createdAt: dayAt(-1, 16),
    },
  ]);

  const heldUntil = new Date(Date.now() + 48 * HOUR);
  await confirmedRequest(
    db,
    held,
    {
      show: 1,
      topic: topicOf(held),
      slots: [dayAt(11, 16), dayAt(13, 16)],
      timeZone: 'America/Chicago',
      message: 'We record on Thursdays.',
      confirmedDaysAgo: 2,
    },
    { status: 'held', scheduledFor: dayAt(11, 16), holdExpiresAt: heldUntil, holdAwaiting: 'host', holdRemindAt: new Date(heldUntil.getTime() - 36 * HOUR) },
  );

  const recorded = dayAt(-40, 15);
  const publishedAt = dayAt(-12, 12);
  const releaseUrl = `${demoShow(2).showUrl}/episodes/${quoted.slug}`;
  const published = await confirmedRequest(
    db,
    quoted,
    {
      show: 2,
      topic: topicOf(quoted),
      slots: [recorded],
      timeZone: 'America/Los_Angeles',
      message: 'An early-morning recording, if that works.',
      confirmedDaysAgo: 55,
    },
    {
      status: 'published',
      scheduledFor: recorded,
      recordedOn: recorded.toISOString().slice(0, 10),
      publishedOn: publishedAt.toISOString().slice(0, 10),
      releaseUrl,
    },
  );
  // the episode is out: the profile lists it with the show's other appearances
  const [show] = await db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(eq(podcasts.name, demoShow(2).showName));
  await db.insert(episodes).values({ podcastId: show.id, clientId: quoted.id, title: `${topicOf(quoted)}, with ${quoted.name}`, url: releaseUrl, publishedAt });
  const quote = 'Our listeners wrote in for a week about this episode.';
  const them = people[profiles.indexOf(quoted)].pronoun === 'she' ? 'her' : 'him';
  await db.insert(bookingFeedback).values({
    bookingId: published.bookingId,
    rating: 5,
    body: `Prepared, generous and quick to the point. ${quote} We would have ${them} back any time.`,
    createdAt: dayAt(-10, 18),
    testimonialQuote: quote,
    testimonialApprovedAt: dayAt(-9, 9),
    testimonialAgreedAt: dayAt(-8, 10),
  });
}
