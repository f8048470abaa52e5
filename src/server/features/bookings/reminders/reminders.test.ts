import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { seededApp } from '@tests/helpers/seeded-app';
import { expectBothParts } from '@tests/helpers/mail-parts';
import { bookings } from '@server/db/schema';
import type { Site } from '@server/platform/site';
import { recordingReminderMail } from './mails/recording-reminder.mail';
import { remindRecordings } from './reminders.service';

const s = seededApp();
const site: Site = { baseUrl: 'http://podium.test', log: { error: vi.fn(), warn: vi.fn() } };
const ctx = () => ({ db: s.t.db, mailer: s.t.mail, config: s.t.config });
const MINUTE_MS = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);
const mailsTo = (email: string) => s.t.mail.sent.filter((mail) => mail.to === email);

/** A confirmed recording of a guest in Tokyo (with one guest account) at `when`. */
async function recording(when: Date, status: 'confirmed' | 'held' = 'confirmed') {
  const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: 'Asia/Tokyo' });
  const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
  const made = await bookingFromRequest(s.t.db, client.id, { status, scheduledFor: when, recordingLink: 'https://meet.example.test/r' });
  return { ...made, person };
}

describe('the recordings’ reminders', () => {
  it('go a day before and an hour before, once each, to the host and the guest’s side on their own clocks', async () => {
    const soon = await recording(inMinutes(45));
    const tomorrow = await recording(inMinutes(23 * 60));
    const later = await recording(inMinutes(30 * 60));
    const held = await recording(inMinutes(45), 'held');
    expect(await remindRecordings(ctx(), site)).toBe(2);
    // the hour's reminder alone for a recording under an hour away, the day's for one under a day
    expect(mailsTo(soon.request.hostEmail).map((mail) => mail.subject)).toEqual([`In an hour: Gail Guest on ${soon.booking.showName}`]);
    expect(mailsTo(soon.person.email).map((mail) => mail.subject)).toEqual([`In an hour: Gail Guest on ${soon.booking.showName}`]);
    expect(mailsTo(tomorrow.request.hostEmail).map((mail) => mail.subject)).toEqual([`Coming up: Gail Guest on ${tomorrow.booking.showName}`]);
    expect(mailsTo(later.request.hostEmail)).toEqual([]);
    expect(mailsTo(held.request.hostEmail)).toEqual([]);
    // the host reads Paris time with Tokyo's beside; the guest Tokyo's with Paris's
    expect(mailsTo(soon.request.hostEmail)[0].text).toMatch(/Paris time \(.+ in Tokyo for Gail Guest\)/);
    expect(mailsTo(soon.person.email)[0].text).toMatch(/Tokyo time \(.+ in Paris for .+\)/);
    expect(mailsTo(soon.person.email)[0].replies).toBe('agency');
    // a second tick sends nothing again
    expect(await remindRecordings(ctx(), site)).toBe(0);
    expect(mailsTo(soon.request.hostEmail)).toHaveLength(1);
  });

  it('go again for a recording moved to a new time', async () => {
    const moved = await recording(inMinutes(20 * 60));
    await remindRecordings(ctx(), site);
    expect(mailsTo(moved.request.hostEmail)).toHaveLength(1);
    await s.t.db
      .update(bookings)
      .set({ scheduledFor: inMinutes(22 * 60) })
      .where(eq(bookings.id, moved.booking.id));
    await remindRecordings(ctx(), site);
    expect(mailsTo(moved.request.hostEmail)).toHaveLength(2);
    const [row] = await s.t.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [moved.booking.id]));
    expect(row.remindedDayFor?.getTime()).toBe(row.scheduledFor?.getTime());
  });

  it('say who, when on the reader’s clock with the other’s beside, and the recording link, in text and HTML', () => {
    const mail = recordingReminderMail(
      {
        guestName: 'Gail Guest',
        showName: 'The Show',
        scheduledFor: new Date('2030-03-04T15:00:00Z'),
        recordingLink: 'https://meet.test/r',
        recordingMinutes: 45,
      },
      { zone: 'Europe/Paris', other: { name: 'Hal Host', timeZone: 'America/Chicago' } },
      'day',
    );
    expect(mail.subject).toBe('Coming up: Gail Guest on The Show');
    expectBothParts(
      mail,
      ['Gail Guest records with The Show on Monday, March 4, 2030 at 4:00 PM', '9:00 AM in Chicago for Hal Host', 'https://meet.test/r', 'Reply to this email'],
      [/\d{4}-\d{2}-\d{2}T|Europe\/Paris|UTC/],
    );
  });
});
