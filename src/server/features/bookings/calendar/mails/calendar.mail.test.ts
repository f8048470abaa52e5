import { describe, expect, it } from 'vitest';
import { expectBothParts } from '@tests/helpers/mail-parts';
import type { BookingFacts, ReadingClock } from '@server/features/bookings/holds/mails/booking-facts';
import { invitationCancelledMail } from './invitation-cancelled.mail';
import { invitationMail, ZONE_UNSET_NOTE } from './invitation.mail';

const booking: BookingFacts = {
  guestName: 'Gail Guest',
  showName: 'The Show',
  scheduledFor: new Date('2030-03-04T15:00:00Z'),
  recordingLink: 'https://meet.test/r?a=1&b=2',
  recordingMinutes: 45,
};
const clock: ReadingClock = { zone: 'Europe/Paris', other: { name: 'Hal Host', timeZone: 'America/Chicago' } };

describe('calendar invitation mails', () => {
  it('the invitation says who, when on the reader’s clock (the other’s beside it), and the recording, in text and HTML', () => {
    const mail = invitationMail(booking, { clock, zoneUnset: false, news: 'new' });
    expect(mail.subject).toBe('Invitation: Gail Guest on The Show');
    const facts = ['Gail Guest on The Show', 'Monday, March 4, 2030 at 4:00 PM', '45 minutes', '9:00 AM in Chicago for Hal Host', 'The invitation is attached'];
    expectBothParts(mail, facts, [/\d{4}-\d{2}-\d{2}T|Europe\/Paris|America\/Chicago/, ZONE_UNSET_NOTE]);
    expect(mail.text).toContain('Recording link: https://meet.test/r?a=1&b=2');
    expect(mail.html).toContain('<a href="https://meet.test/r?a=1&#38;b=2">');
  });

  it('an update says so, and the guest side without a zone reads whose clock it is', () => {
    const mail = invitationMail(booking, { clock, zoneUnset: true, news: 'updated' });
    expect(mail.subject).toBe('Updated invitation: Gail Guest on The Show');
    expect(mail.text).toContain(ZONE_UNSET_NOTE);
    expect(mail.html).toContain('This email gives the host’s time');
  });

  it('a hold says the time is held, not yet confirmed; its confirmation says the entry is updated', () => {
    const held = invitationMail(booking, { clock, zoneUnset: false, news: 'held' });
    expect(held.subject).toBe('Time held: Gail Guest on The Show');
    expectBothParts(held, ['This time is held, not yet confirmed', 'tentative', 'Monday, March 4, 2030 at 4:00 PM'], [/\d{4}-\d{2}-\d{2}T/]);
    const confirmed = invitationMail(booking, { clock, zoneUnset: false, news: 'confirmed' });
    expect(confirmed.subject).toBe('Hold confirmed: Gail Guest on The Show');
    expect(confirmed.text).toContain('updates the entry already in your calendar');
  });

  it('the cancellation names the booking and its time on the reader’s clock', () => {
    const mail = invitationCancelledMail(booking, 'America/Chicago');
    expect(mail.subject).toBe('Cancelled: Gail Guest on The Show');
    expectBothParts(mail, ['Gail Guest on The Show (Monday, March 4, 2030 at 9:00 AM', 'will not take place'], [/\d{4}-\d{2}-\d{2}T|America\/Chicago/]);
  });

  it('escapes hostile names in the HTML', () => {
    const hostile = { ...booking, guestName: '<script>x</script>', showName: '<b>Show</b>' };
    for (const mail of [invitationMail(hostile, { clock, zoneUnset: true, news: 'new' }), invitationCancelledMail(hostile, 'UTC')]) {
      expect(mail.html).not.toMatch(/<script|<b>/);
      expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62; on &#60;b&#62;Show&#60;/b&#62;');
    }
  });
});
