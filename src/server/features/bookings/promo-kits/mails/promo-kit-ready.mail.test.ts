import { describe, expect, it } from 'vitest';
import { promoKitReadyMail } from './promo-kit-ready.mail';

describe('the promo kit mail', () => {
  it('names the show and links the kit’s page in text and HTML', () => {
    const mail = promoKitReadyMail({ showName: 'The Show', page: 'https://podium.test/profile/gail/promo-kits' });
    expect(mail.subject).toBe('Your promo kit for The Show is ready');
    for (const part of [mail.text, mail.html])
      for (const fact of ['Your promo kit for The Show is ready', 'two share cards', 'https://podium.test/profile/gail/promo-kits'])
        expect(part).toContain(fact);
    expect(mail.html).toContain('<a href="https://podium.test/profile/gail/promo-kits">');
  });

  it('escapes a hostile show name in the HTML', () => {
    const mail = promoKitReadyMail({ showName: '<script>x</script>', page: 'https://podium.test/p' });
    expect(mail.subject).toBe('Your promo kit for <script>x</script> is ready');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });
});
