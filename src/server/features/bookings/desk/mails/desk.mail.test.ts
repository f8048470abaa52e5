import { describe, expect, it } from 'vitest';
import { expectBothParts } from '@tests/helpers/mail-parts';
import { approveShowMail } from './approve-show.mail';
import { bookingConfirmedMail } from './booking-confirmed.mail';
import type { DeskFacts } from './desk-facts';
import { guestDeclinedMail } from './guest-declined.mail';
import { holdOfferedMail } from './hold-offered.mail';
import { hostQuestionMail } from './host-question.mail';
import { hostRepliesMail } from './host-replies.mail';
import { hostWithdrewMail } from './host-withdrew.mail';
import { hostNoShowMail } from './host-no-show.mail';
import { otherTimesMail } from './other-times.mail';
import { requestDeclinedMail } from './request-declined.mail';

const facts: DeskFacts = {
  hostName: 'Hal Host',
  showName: 'The Show',
  showUrl: 'https://show.test/?a=1&b=2',
  hostZone: 'America/Chicago',
  guestName: 'Gail Guest',
  guestZone: 'Europe/Paris',
  siteName: 'Podium',
};
const slot = '2030-03-04T15:00:00.000Z';
const until = new Date('2030-03-01T12:00:00Z');
const link = 'https://podium.test/requests/tok?x=1&y=2';
const inbox = 'https://podium.test/admin/booking-requests';

/** The facts appear in both the text and the HTML, and no raw instant or zone id in either. */
const expectBoth = (mail: { text: string; html: string }, facts: string[]) =>
  expectBothParts(mail, facts, [/\d{4}-\d{2}-\d{2}T|America\/Chicago|Europe\/Paris/]);

describe('desk mails', () => {
  it('asks the guest side to approve, on their clock with the host’s beside it', () => {
    const mail = approveShowMail(facts, { topic: 'Leadership', slot, until, link });
    expect(mail.subject).toBe('Approve The Show?');
    expectBoth(mail, [
      'Hal Host of The Show',
      'Topic: Leadership',
      'Monday, March 4, 2030 at 4:00 PM',
      '9:00 AM in Chicago for Hal Host',
      'Friday, March 1, 2030 at 1:00 PM',
    ]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://podium.test/requests/tok?x=1&#38;y=2"');
  });

  it('reads the host’s clock for a guest side without a zone', () => {
    const mail = approveShowMail({ ...facts, guestZone: null }, { topic: 'T', slot, until, link });
    expectBoth(mail, ['Monday, March 4, 2030 at 9:00 AM Chicago time']);
  });

  it('offers the host a held time, with their link and the site’s name', () => {
    const mail = holdOfferedMail(facts, { slot, until, link });
    expect(mail.subject).toBe('Gail Guest can do Monday, March 4, 2030 at 9:00 AM Chicago time');
    expectBoth(mail, [
      'Hello Hal Host,',
      'Good news: Gail Guest can record The Show',
      '4:00 PM in Paris for Gail Guest',
      'Friday, March 1, 2030 at 6:00 AM',
      'Answer or follow the booking here:',
      'Podium',
    ]);
    expect(mail.text).toContain(link);
  });

  it('proposes other times, each on the host’s clock, with the agency’s message', () => {
    const mail = otherTimesMail(facts, { slots: [slot, '2030-03-05T15:00:00.000Z'], message: 'Any of these?', link });
    expect(mail.subject).toBe('Other times for Gail Guest on The Show');
    expectBoth(mail, ['Monday, March 4, 2030 at 9:00 AM', 'Tuesday, March 5, 2030 at 9:00 AM', 'Any of these?', 'Pick the one that suits you']);
    expect(mail.text).toContain(link);
  });

  it('asks the host a question, and tells them kindly of a decline', () => {
    const question = hostQuestionMail(facts, { message: 'Is video fine?', link });
    expect(question.subject).toBe('A question about Gail Guest on The Show');
    expectBoth(question, ['Hello Hal Host,', 'Is video fine?']);
    expect(question.text).toContain(link);
    const declined = requestDeclinedMail(facts, 'Travelling that month.');
    expect(declined.subject).toBe('About your request for Gail Guest');
    expectBoth(declined, ['Thank you for asking Gail Guest on The Show', 'Travelling that month.']);
    expect(declined.text).not.toContain('Answer or follow');
  });

  it('tells the agency of a confirmation, a withdrawal, a guest’s decline and a host’s replies, each with the inbox', () => {
    const confirmed = bookingConfirmedMail(facts, slot, inbox);
    expect(confirmed.subject).toBe('Confirmed: Gail Guest on The Show');
    expectBoth(confirmed, ['Hal Host confirmed Gail Guest on The Show', 'Monday, March 4, 2030 at 9:00 AM', '4:00 PM in Paris for Gail Guest', inbox]);
    const withdrew = hostWithdrewMail(facts, 'Show cancelled', inbox);
    expect(withdrew.subject).toBe('Hal Host withdrew the request for Gail Guest');
    expectBoth(withdrew, ['withdrew their request for Gail Guest on The Show', 'Show cancelled', inbox]);
    const noShow = hostNoShowMail(facts, inbox);
    expect(noShow.subject).toBe('Hal Host says Gail Guest did not show up');
    expectBoth(noShow, ['did not show up for the recording on The Show', 'take the note back in the desk', inbox]);
    const declined = guestDeclinedMail(facts, 'Not my topic', inbox);
    expect(declined.subject).toBe('Gail Guest declined The Show');
    expectBoth(declined, ['Gail Guest declined The Show', 'Not my topic', inbox]);
    const thread = { hostName: 'Hal Host', hostEmail: 'hal@show.test', guestName: 'Gail Guest', showName: 'The Show' };
    expect(hostRepliesMail(thread, ['One'], inbox).subject).toBe('Hal Host replied about Gail Guest');
    const replies = hostRepliesMail(thread, ['One', 'Two'], inbox, 6);
    expect(replies.subject).toBe('Hal Host sent 2 replies about Gail Guest');
    expectBoth(replies, ['hal@show.test', 'wrote 2 replies about Gail Guest on The Show', 'One', 'Two', 'That is 6 mails about this request today', inbox]);
  });

  it('escapes hostile names and words in the HTML', () => {
    const hostile = { ...facts, hostName: '<script>h</script>', guestName: '<img src=x onerror=y>', showName: '<b>S</b>' };
    const mails = [
      approveShowMail(hostile, { topic: '<i>t</i>', slot, until, link }),
      holdOfferedMail(hostile, { slot, until, link }),
      otherTimesMail(hostile, { slots: [slot], message: '<a href="javascript:x">m</a>', link }),
      hostQuestionMail(hostile, { message: '<script>q</script>', link }),
      requestDeclinedMail(hostile, '<script>r</script>'),
      bookingConfirmedMail(hostile, slot, inbox),
      hostWithdrewMail(hostile, '<script>w</script>', inbox),
      hostNoShowMail(hostile, inbox),
      guestDeclinedMail(hostile, '<script>d</script>', inbox),
      hostRepliesMail({ hostName: '<script>h</script>', hostEmail: 'h@x.test', guestName: 'G', showName: 'S' }, ['<script>r</script>'], inbox),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<b>|<i>|javascript:x">/);
      expect(mail.html).toContain('&#60;');
    }
  });
});
