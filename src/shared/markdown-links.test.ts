import { describe, expect, it } from 'vitest';
import { blankUnsafeMarkdownLinks, isAllowedMarkdownTarget } from './markdown-links';

describe('blankUnsafeMarkdownLinks', () => {
  it('keeps allowed schemes and relative addresses', () => {
    const text = '[a](https://x.example) [b](mailto:me@x.example) ![c](/uploads/c.jpg) [d](#about) <https://x.example>';
    expect(blankUnsafeMarkdownLinks(text)).toBe(text);
  });

  it('blanks javascript:, data: and vbscript: in inline links, images, autolinks and definitions', () => {
    const text = '[a](javascript:alert(1)) ![b](data:image/svg+xml,x) [c]( JaVaScRiPt:x) <vbscript:msgbox>\n[ref]: javascript:alert(2)';
    const clean = blankUnsafeMarkdownLinks(text);
    expect(clean.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:/);
    expect(clean).toContain('[ref]: ');
  });

  it('turns an inline link or image with an unsafe target into its plain text, with no stray ")"', () => {
    expect(blankUnsafeMarkdownLinks('Read [my talk](javascript:alert(document.cookie)) today.')).toBe('Read my talk today.');
    expect(blankUnsafeMarkdownLinks('![logo](data:image/svg+xml,(x)) and [ok](https://x.example/a_(b))')).toBe('logo and [ok](https://x.example/a_(b))');
    expect(blankUnsafeMarkdownLinks('[a]( JaVaScRiPt:f(1) "title") [b](/rel)')).toBe('a [b](/rel)');
    expect(blankUnsafeMarkdownLinks('[never closed](javascript:x(\n\nnext')).toBe('[never closed](\n\nnext');
  });

  it('judges targets by scheme', () => {
    expect(isAllowedMarkdownTarget('xmpp:room@x.example')).toBe(true);
    expect(isAllowedMarkdownTarget('relative/path')).toBe(true);
    expect(isAllowedMarkdownTarget('ftp://x.example')).toBe(false);
  });
});
