import { describe, expect, it } from 'vitest';
import { episodeOutMail } from './episode-out.mail';
import { releaseFollowUpMail } from './release-follow-up.mail';

describe('release mails', () => {
  it('tells the guest side their episode is out, with where to listen', () => {
    const mail = episodeOutMail({ showName: 'The Show', releaseUrl: 'https://show.test/ep?a=1&b=2' });
    expect(mail.subject).toBe('Your episode of The Show is out');
    for (const part of [mail.text, mail.html]) for (const fact of ['Your episode of The Show is out', 'promo kit follows']) expect(part).toContain(fact);
    expect(mail.text).toContain('https://show.test/ep?a=1&b=2');
    expect(mail.html).toContain('href="https://show.test/ep?a=1&#38;b=2"');
    expect(episodeOutMail({ showName: 'S', releaseUrl: null }).text).toBe(
      'Hello,\n\nYour episode of S is out. Listen:\n\n\nYour promo kit follows in a moment.',
    );
  });

  it('sends the agency’s follow-up as written, under a subject naming the booking', () => {
    const mail = releaseFollowUpMail({ guestName: 'Gail Guest', showName: 'The Show', message: 'Hello Hal,\n\nAny date yet?' });
    expect(mail.subject).toBe('Gail Guest on The Show: is there a release date?');
    expect(mail.text).toBe('Hello Hal,\n\nAny date yet?');
    expect(mail.html).toContain('Any date yet?');
  });

  it('escapes hostile words in the HTML', () => {
    for (const mail of [
      episodeOutMail({ showName: '<script>x</script>', releaseUrl: 'https://x.test/"><script>' }),
      releaseFollowUpMail({ guestName: 'G', showName: 'S', message: '<script>x</script>' }),
    ]) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&#60;script&#62;');
    }
  });
});
