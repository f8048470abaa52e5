import { describe, expect, it } from 'vitest';
import { activationMail } from './activation.mail';
import { passwordResetMail } from './password-reset.mail';

const link = 'https://podium.test/reset-password?token=abc&x=1';

describe('account mails', () => {
  it('the reset mail names the site and carries the link in text and HTML', () => {
    const mail = passwordResetMail({ siteName: 'Podium', link });
    expect(mail.subject).toBe('Reset your Podium password');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Podium account');
      expect(part).toContain('for one hour');
    }
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://podium.test/reset-password?token=abc&#38;x=1"');
  });

  it('the activation mail names the site and carries the link in text and HTML', () => {
    const mail = activationMail({ siteName: 'Podium', link });
    expect(mail.subject).toBe('Activate your Podium account');
    for (const part of [mail.text, mail.html]) expect(part).toContain('invited to Podium');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<a href="https://podium.test/reset-password?token=abc&#38;x=1">');
  });

  it('escapes a hostile site name in the HTML', () => {
    for (const mail of [passwordResetMail({ siteName: '<script>x</script>', link }), activationMail({ siteName: '<script>x</script>', link })]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&#60;script&#62;');
    }
  });
});
