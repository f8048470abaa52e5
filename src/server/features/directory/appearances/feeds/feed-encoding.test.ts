import { describe, expect, it } from 'vitest';
import { decodeFeed } from './feed-encoding';

const title = 'José Ángel Núñez – “Leading” in two languages';
const xml = (declaration: string) => `<?xml version="1.0"${declaration}?><rss><channel><title>${title}</title></channel></rss>`;
/** The text as windows-1252 bytes (every character of `title` has one), as an old feed host writes it. */
function windows1252(text: string): Buffer {
  const special: Record<string, number> = { '–': 0x96, '“': 0x93, '”': 0x94 };
  return Buffer.from([...text].map((char) => special[char] ?? char.charCodeAt(0)));
}

describe('a feed read in its own encoding', () => {
  it('reads UTF-8 by default, with or without its byte-order mark', () => {
    const body = Buffer.from(xml(''), 'utf8');
    expect(decodeFeed(body)).toContain(title);
    expect(decodeFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]))).toBe(xml(''));
  });

  it('reads the encoding its XML declaration names when the answer names none', () => {
    expect(decodeFeed(windows1252(xml(' encoding="windows-1252"')), 'application/rss+xml')).toContain(title);
    // ISO-8859-1 is read as windows-1252, as browsers do: its curly quotes and dashes come through
    expect(decodeFeed(windows1252(xml(" encoding='ISO-8859-1'")))).toContain(title);
  });

  it('prefers the charset of the Content-Type to the declaration, and passes over an unknown label', () => {
    expect(decodeFeed(windows1252(xml(' encoding="utf-8"')), 'text/xml; charset="ISO-8859-1"')).toContain(title);
    expect(decodeFeed(windows1252(xml(' encoding="windows-1252"')), 'text/xml; charset=x-made-up')).toContain(title);
    expect(decodeFeed(Buffer.from(xml(' encoding="x-made-up"'), 'utf8'))).toContain(title);
  });

  it('reads UTF-16 by its byte-order mark, little- and big-endian', () => {
    const text = xml(' encoding="UTF-16"');
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little);
    big.swap16();
    expect(decodeFeed(little)).toBe(text);
    expect(decodeFeed(big)).toBe(text);
  });

  it('reads UTF-8 with stray windows-1252 bytes as podcast apps do: each stray byte as windows-1252, never a replacement character', () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8');
    // “Noël” in UTF-8 beside a windows-1252 é, curly quotes and a dash pasted into the same feed
    const body = Buffer.concat([
      utf8('<rss><channel><title>Caf'),
      Buffer.from([0xe9, 0x20, 0x93]),
      utf8('Noël'),
      Buffer.from([0x94, 0x20, 0x96]),
      utf8(' 5 €</title></channel></rss>'),
    ]);
    const expected = '<rss><channel><title>Café “Noël” – 5 €</title></channel></rss>';
    expect(decodeFeed(body)).toBe(expected);
    expect(decodeFeed(body, 'application/rss+xml; charset=utf-8')).toBe(expected);
    expect(decodeFeed(Buffer.concat([utf8('<?xml version="1.0" encoding="UTF-8"?>'), body]))).toBe(`<?xml version="1.0" encoding="UTF-8"?>${expected}`);
    expect(decodeFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]))).toBe(expected);
    // a sequence cut short at the end is a stray byte too
    expect(decodeFeed(Buffer.concat([utf8('<a>x'), Buffer.from([0xe2, 0x80])]))).toBe('<a>xâ€');
  });
});
