import { describe, expect, it } from 'vitest';
import { expectBothParts } from '@tests/helpers/mail-parts';
import { agencyMail } from './agency-frame';
import { newRequestMail } from './new-request.mail';
import { requestConfirmationMail } from './request-confirmation.mail';
import { type LinkedRequest, requestLinksMail } from './request-links.mail';

const inbox = 'https://podium.test/admin/booking-requests';

describe('request mails', () => {
  it('the confirmation carries the link and nothing of the sender’s', () => {
    const mail = requestConfirmationMail({ siteName: 'Podium', link: 'https://podium.test/requests/t?a=1&b=2' });
    expect(mail.subject).toBe('Confirm your booking request on Podium');
    expectBothParts(mail, ['book a guest of Podium', 'The link works for']);
    expect(mail.text).toContain('https://podium.test/requests/t?a=1&b=2');
    expect(mail.html).toContain('href="https://podium.test/requests/t?a=1&#38;b=2"');
  });

  it('tells the agency of a new request, each time on the host’s clock with the guest’s beside it', () => {
    const mail = newRequestMail(
      {
        hostName: 'Hal Host',
        hostEmail: 'hal@show.test',
        guestName: 'Gail Guest',
        guestZone: 'Europe/Paris',
        showName: 'The Show',
        showUrl: 'https://show.test',
        topic: 'Leadership',
        slots: ['2030-03-04T15:00:00.000Z'],
        hostZone: 'America/Chicago',
      },
      inbox,
    );
    expect(mail.subject).toBe('New booking request for Gail Guest from The Show');
    const facts = ['Hal Host', 'hal@show.test', 'Topic: Leadership', 'Monday, March 4, 2030 at 9:00 AM', '4:00 PM in Paris for Gail Guest', inbox];
    expectBothParts(mail, facts, [/\d{4}-\d{2}-\d{2}T|America\/Chicago|Europe\/Paris/]);
    expect(mail.html).toContain('Hal Host &#60;hal@show.test&#62;');
  });

  it('lists a host’s links, an unconfirmed request by its deadline only', () => {
    const requests: LinkedRequest[] = [
      {
        status: 'requested',
        showName: 'The Show',
        guestName: 'Gail Guest',
        linkExpiresAt: null,
        timeZone: 'America/Chicago',
        link: 'https://podium.test/requests/a',
      },
      {
        status: 'unconfirmed',
        showName: 'Secret Show',
        guestName: 'Gail Guest',
        linkExpiresAt: new Date('2030-03-04T15:00:00Z'),
        timeZone: 'America/Chicago',
        link: 'https://podium.test/requests/b',
      },
    ];
    const mail = requestLinksMail('Podium', requests);
    expect(mail.subject).toBe('Your booking request links');
    expect(requestLinksMail('Podium', requests.slice(0, 1)).subject).toBe('Your booking request link');
    const facts = [
      'You asked Podium',
      'The Show, with Gail Guest',
      'confirm it by Monday, March 4, 2030 at 9:00 AM',
      'https://podium.test/requests/a',
      'https://podium.test/requests/b',
    ];
    expectBothParts(mail, facts, ['Secret Show', /\d{4}-\d{2}-\d{2}T|America\/Chicago/]);
    expect(mail.text).toContain('- The Show, with Gail Guest:\n  https://podium.test/requests/a');
  });

  it('escapes hostile words in the HTML', () => {
    const hostile = '<script>alert(1)</script>';
    const mails = [
      newRequestMail(
        {
          hostName: hostile,
          hostEmail: 'h@x.test',
          guestName: hostile,
          guestZone: null,
          showName: hostile,
          showUrl: 'https://x.test',
          topic: hostile,
          slots: [],
          hostZone: 'UTC',
        },
        inbox,
      ),
      requestLinksMail(hostile, [
        { status: 'requested', showName: hostile, guestName: hostile, linkExpiresAt: null, timeZone: 'UTC', link: 'https://x.test/"><script>' },
      ]),
      agencyMail(hostile, [hostile], inbox),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&#60;script&#62;');
    }
  });
});
