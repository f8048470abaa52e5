import { describe, expect, it } from 'vitest';
import { composeMail, mailLink } from './compose-mail';

describe('composeMail', () => {
  it('writes the lines one under the other as text, and as paragraphs with escaped words and anchors as HTML', () => {
    const mail = composeMail('Hello <you>', ['Dear <b>Ann</b> & co,', '', ['Open: ', mailLink('https://x.test/a?b=1&c=2')], 'Two\nlines', '', '']);
    expect(mail.subject).toBe('Hello <you>');
    expect(mail.text).toBe('Dear <b>Ann</b> & co,\n\nOpen: https://x.test/a?b=1&c=2\nTwo\nlines\n\n');
    expect(mail.html).toBe(
      '<p>Dear &#60;b&#62;Ann&#60;/b&#62; &#38; co,</p>\n<p>Open: <a href="https://x.test/a?b=1&#38;c=2">https://x.test/a?b=1&#38;c=2</a><br>\nTwo<br>\nlines</p>',
    );
  });

  it('makes an anchor of http(s) links only', () => {
    const mail = composeMail('s', [mailLink('javascript:alert(1)'), mailLink('HTTPS://x.test')]);
    expect(mail.text).toBe('javascript:alert(1)\nHTTPS://x.test');
    expect(mail.html).toBe('<p>javascript:alert(1)<br>\n<a href="HTTPS://x.test">HTTPS://x.test</a></p>');
  });
});
