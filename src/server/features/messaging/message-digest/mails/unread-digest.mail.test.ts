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

describe('the unread-message digest mail', () => {
  it('counts the messages in its subject, and lists the same writer, time, text and link in text and HTML', () => {
    const mail = unreadDigestMail({ name: 'Gina', digestIncludesText: true }, [message(), message({ body: 'Bring slides' })], site);
    expect(mail.subject).toBe('You have 2 unread messages on Podium');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['Gina', 'Tess Team', '2026-11-24 00:57 UTC', 'See you Monday', 'Bring slides', 'https://podium.test/messages/7'])
        expect(part).toContain(fact);
      expect(part).not.toContain('2026-11-24T00:57');
    }
  });

  it('escapes hostile names and text in the HTML', () => {
    const mail = unreadDigestMail({ name: '<script>x</script>', digestIncludesText: true }, [message({ senderName: '<script>y</script>' })], site);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;x');
    expect(mail.html).toContain('&#60;script&#62;y');
  });
});
