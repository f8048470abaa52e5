import { describe, expect, it } from 'vitest';
import { unreadDigestMail } from './unread-digest.mail';

const site = { siteName: 'Podium', baseUrl: 'https://podium.test' };
const message = (fields: Partial<Parameters<typeof unreadDigestMail>[1][number]> = {}) => ({
  threadId: 7,
  clientName: 'Acme',
  recipientType: 'client' as const,
  senderName: 'Tess Team',
  body: 'See you Monday',
  createdAt: new Date('2026-11-24T00:57:00Z'),
  ...fields,
});

/** The digest's send time: 25 minutes after the messages. */
const sentAt = new Date('2026-11-24T01:22:00Z');

describe('the unread-message digest mail', () => {
  it('counts the messages in its subject, and lists the same writer, time, text and link in text and HTML', () => {
    const mail = unreadDigestMail({ name: 'Gina', digestIncludesText: true, timeZone: null }, [message(), message({ body: 'Bring slides' })], site, sentAt);
    expect(mail.subject).toBe('You have 2 unread messages on Podium');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['Gina', 'Tess Team', '25 minutes before this email', 'See you Monday', 'Bring slides', 'https://podium.test/messages/7'])
        expect(part).toContain(fact);
      expect(part).not.toMatch(/UTC|2026-11-24/);
    }
  });

  it('writes the time on the reader’s own clock when their zone is known, and never as UTC', () => {
    const mail = unreadDigestMail({ name: 'Gina', digestIncludesText: false, timeZone: 'Asia/Tokyo' }, [message()], site, sentAt);
    expect(mail.text).toContain('- Tess Team, Tue, Nov 24, 9:57 AM Tokyo time, 25 minutes before this email');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Tue, Nov 24, 9:57 AM Tokyo time, 25 minutes before this email');
      expect(part).not.toMatch(/UTC|2026-11-24/);
    }
    const days = unreadDigestMail({ name: 'Gina', digestIncludesText: false, timeZone: null }, [message()], site, new Date('2026-11-27T02:00:00Z'));
    expect(days.text).toContain('Tess Team, 3 days before this email');
  });

  it('escapes hostile names and text in the HTML', () => {
    const mail = unreadDigestMail(
      { name: '<script>x</script>', digestIncludesText: true, timeZone: null },
      [message({ senderName: '<script>y</script>' })],
      site,
      sentAt,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;x');
    expect(mail.html).toContain('&#60;script&#62;y');
  });
});
