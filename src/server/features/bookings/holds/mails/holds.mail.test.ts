import { describe, expect, it } from 'vitest';
import type { BookingFacts, ReadingClock } from './booking-facts';
import { holdExpiredHostMail } from './hold-expired-host.mail';
import { holdExpiredMail } from './hold-expired.mail';
import { holdReminderGuestMail } from './hold-reminder-guest.mail';
import { holdReminderHostMail } from './hold-reminder-host.mail';

const hold: BookingFacts = {
  guestName: 'Gail Guest',
  showName: 'The Show',
  scheduledFor: new Date('2030-03-04T15:00:00Z'),
  recordingLink: 'https://meet.test/r?a=1&b=2',
  recordingMinutes: 60,
};
const hostClock: ReadingClock = { zone: 'America/Chicago', other: { name: 'Gail Guest', timeZone: 'Europe/Paris' } };
const guestClock: ReadingClock = { zone: 'Europe/Paris', other: { name: 'Hal Host', timeZone: 'America/Chicago' } };
const expiresAt = new Date('2030-03-01T12:00:00Z');
const link = 'https://podium.test/requests/tok';

/** No raw instant (ISO) nor zone id in a mail: times read as words on a clock. */
function expectNoRawTime(...parts: string[]) {
  for (const part of parts) {
    expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(part).not.toMatch(/America\/Chicago|Europe\/Paris/);
  }
}

describe('hold mails', () => {
  it('tells the host their hold expired, with its time on their clock in text and HTML', () => {
    const mail = holdExpiredHostMail(hold, { name: 'Hal Host', clock: hostClock });
    expect(mail.subject).toBe('Your hold for Gail Guest on The Show has expired');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['Hello Hal Host', 'Gail Guest on The Show', 'Monday, March 4, 2030 at 9:00 AM', 'for Gail Guest']) expect(part).toContain(fact);
    }
    expectNoRawTime(mail.subject, mail.text, mail.html);
  });

  it('tells the guest side a hold expired, and the agency with its inbox', () => {
    const guest = holdExpiredMail(hold, guestClock);
    expect(guest.subject).toBe('The hold for Gail Guest on The Show has expired');
    expect(guest.text).not.toContain('inbox');
    const agency = holdExpiredMail(hold, guestClock, 'https://podium.test/admin/booking-requests');
    expect(agency.subject).toBe(guest.subject);
    for (const part of [agency.text, agency.html]) {
      for (const fact of ['4:00 PM', 'for Hal Host', 'https://podium.test/admin/booking-requests']) expect(part).toContain(fact);
    }
    expectNoRawTime(guest.text, agency.text, agency.html);
  });

  it('reminds the host until when the hold waits, with the recording and their link', () => {
    const mail = holdReminderHostMail(hold, { name: 'Hal Host', clock: hostClock }, expiresAt, link);
    expect(mail.subject).toBe('Reminder: Gail Guest on The Show is held for you until Friday, March 1, 2030 at 6:00 AM Chicago time');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['Hal Host', 'The recording (1 hour)', 'Friday, March 1, 2030 at 6:00 AM', link]) expect(part).toContain(fact);
    }
    expect(mail.html).toContain('href="https://meet.test/r?a=1&#38;b=2"');
    expectNoRawTime(mail.subject, mail.text, mail.html);
  });

  it('reminds the guest side to answer, on their clock, with the approval link', () => {
    const mail = holdReminderGuestMail(hold, guestClock, expiresAt, link);
    expect(mail.subject).toBe('Reminder: please answer the hold for Gail Guest on The Show');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['The Show holds Gail Guest', 'Friday, March 1, 2030 at 1:00 PM', 'Please approve or decline', link]) expect(part).toContain(fact);
    }
    expectNoRawTime(mail.text, mail.html);
  });

  it('escapes hostile names in the HTML', () => {
    const hostile = { ...hold, guestName: '<script>alert(1)</script>' };
    const mails = [
      holdExpiredHostMail(hostile, { name: '<img src=x>', clock: hostClock }),
      holdExpiredMail(hostile, guestClock, 'https://podium.test/admin'),
      holdReminderHostMail(hostile, { name: 'Hal', clock: hostClock }, expiresAt, link),
      holdReminderGuestMail(hostile, guestClock, expiresAt, link),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img/);
      expect(mail.html).toContain('&#60;script&#62;');
    }
  });
});
