/** The named HTML entities feeds use in descriptions (the rest are numeric or rare). */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
};

/** Whether XML 1.0 allows the character `code` (no control characters but tab and line breaks, no surrogates, no U+FFFE or U+FFFF). */
const isXmlCharacter = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code < 0xd800) || (code > 0xdfff && code < 0xfffe) || (code > 0xffff && code <= 0x10ffff);

/**
 * `text` with its HTML entities decoded (numeric ones and the common named ones; unknown ones stay
 * as written). A reference to a character XML forbids (`&#1;`) is dropped: it would break storage.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return isXmlCharacter(code) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * An episode's HTML description as plain text: scripts and styles dropped, block ends as line
 * breaks, other tags removed, entities decoded, spaces collapsed; at most `max` characters.
 */
export function plainText(html: string, max: number): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n')
      .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' '),
  )
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}
