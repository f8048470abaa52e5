import { describe, expect, it } from 'vitest';
import { escapeXml, wrapWords } from './share-cards';

describe('the share cards’ words', () => {
  it('wraps a title in at most three lines, ending on a whole word and an ellipsis when it does not fit', () => {
    expect(wrapWords('Leading through change', 30, 3)).toEqual(['Leading through change']);
    expect(wrapWords('one two three four five six seven eight nine ten', 10, 3)).toEqual(['one two', 'three four', 'five six…']);
    expect(wrapWords('Supercalifragilisticexpialidocious', 10, 3)).toEqual(['Supercali…']);
    expect(wrapWords('   ', 10, 3)).toEqual([]);
  });

  it('escapes what SVG markup would read', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&#39;');
  });

  it('leaves out what XML can’t hold: control characters, lone surrogates; keeps tabs, line breaks and emoji', () => {
    expect(escapeXml('Bell\u0007 Show\u0001\u001b[31m\u0085')).toBe('Bell Show[31m');
    expect(escapeXml('a\ud800b\udc00c\uffff')).toBe('abc');
    expect(escapeXml('tab\tline\nend 🎙️')).toBe('tab\tline\nend 🎙️');
  });
});
