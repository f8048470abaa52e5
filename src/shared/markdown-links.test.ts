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
    expect(clean).toContain('[a](');
    expect(clean).toContain('[ref]: ');
  });

  it('judges targets by scheme', () => {
    expect(isAllowedMarkdownTarget('xmpp:room@x.example')).toBe(true);
    expect(isAllowedMarkdownTarget('relative/path')).toBe(true);
    expect(isAllowedMarkdownTarget('ftp://x.example')).toBe(false);
  });
});
