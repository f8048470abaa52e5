import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape-xml';

describe('escapeXml', () => {
  it('escapes what XML markup would read', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&#39;');
  });

  it('leaves out what XML can’t hold: control characters, lone surrogates; keeps tabs, line breaks and emoji', () => {
    expect(escapeXml('Bell\u0007 Show\u0001\u001b[31m\u0085')).toBe('Bell Show[31m');
    expect(escapeXml('a\ud800b\udc00c\uffff')).toBe('abc');
    expect(escapeXml('tab\tline\nend 🎙️')).toBe('tab\tline\nend 🎙️');
  });
});
