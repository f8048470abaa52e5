import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { XmlNode } from './feed-nodes';

/**
 * A feed's text as an XML tree, read as podcast apps read it. Apps tolerate what careless feed
 * writers leave, so this does too: whitespace (a blank line) before the XML declaration, characters
 * XML forbids (control characters), and a bare `&` that starts no entity ("Q&A"). Namespaced
 * elements are named by their namespace, not by the prefix a feed chose: `<pi:person>` bound to the
 * Podcasting 2.0 namespace reads as `podcast:person`, whichever of its two addresses it uses.
 */

/** The prefixes the readers use, and the addresses of their namespaces (compared as `namespaceKey` does). */
const NAMESPACES: Record<string, string[]> = {
  podcast: ['https://podcastindex.org/namespace/1.0', 'https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md'],
  itunes: ['http://www.itunes.com/dtds/podcast-1.0.dtd'],
  content: ['http://purl.org/rss/1.0/modules/content/'],
  atom: ['http://www.w3.org/2005/Atom'],
};

/** A namespace address as compared: no scheme, `www.` or trailing slash, lower-cased, GitHub's old `master` branch as `main`. */
function namespaceKey(uri: string): string {
  return uri
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/blob\/master\//, '/blob/main/')
    .replace(/\/+$/, '');
}

const PREFIX_OF = new Map(Object.entries(NAMESPACES).flatMap(([prefix, uris]) => uris.map((uri) => [namespaceKey(uri), prefix] as const)));

/** The elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set([
  'item',
  'entry',
  'podcast:person',
  'podcast:txt',
  'podcast:transcript',
  'enclosure',
  'link',
  'itunes:image',
  'guid',
  'id',
  'title',
  'pubDate',
  'author',
]);

/**
 * How the feed's own prefixes map to the readers': a prefix declared for a known namespace becomes
 * its reader's prefix; a reader's prefix declared for another namespace is set aside. Undeclared
 * prefixes stay as written (many feeds use `itunes:` without declaring it, and apps read them).
 * Declarations are read before the first item or entry, where feeds make them.
 */
function prefixMap(text: string): Map<string, string> {
  const firstItem = text.search(/<(?:[\w.-]+:)?(?:item|entry)[\s>]/);
  const head = firstItem < 0 ? text : text.slice(0, firstItem);
  const map = new Map<string, string>();
  for (const [, prefix, double, single] of head.matchAll(/\sxmlns:([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const known = PREFIX_OF.get(namespaceKey(double ?? single ?? ''));
    if (known && known !== prefix) map.set(prefix, known);
    else if (!known && prefix in NAMESPACES) map.set(prefix, `other-${prefix}`);
  }
  return map;
}

/** Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** An `&` that starts no character or entity reference. */
const BARE_AMPERSAND = /&(?!#\d+;|#x[0-9a-f]+;|[a-z][\w.-]*;)/gi;

/** `text` with what apps tolerate put right: leading whitespace, forbidden characters, bare `&` (CDATA sections and comments left as written). */
function repaired(text: string): string {
  return text
    .replace(/^[\s\uFEFF]+/, '')
    .replace(FORBIDDEN_CHARACTERS, '')
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(BARE_AMPERSAND, '&amp;')))
    .join('');
}

/** What reading a document as XML gave: its tree, or the line (of the text as given) where it breaks. */
type XmlReading = { ok: true; document: XmlNode } | { ok: false; line: number };

/** Reads `text` as XML the tolerant way described above. */
export function readXml(text: string): XmlReading {
  const leadingLines = (/^[\s\uFEFF]*/.exec(text)?.[0].match(/\n/g) ?? []).length;
  const xml = repaired(text);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, line: valid.err.line + leadingLines };
  const prefixes = prefixMap(xml);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    // values stay text: a GUID of digits is not a number
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    transformTagName: (name) => {
      const colon = name.indexOf(':');
      const prefix = colon > 0 ? prefixes.get(name.slice(0, colon)) : undefined;
      return prefix ? `${prefix}${name.slice(colon)}` : name;
    },
    isArray: (name) => REPEATED.has(name),
  });
  return { ok: true, document: parser.parse(xml) as XmlNode };
}
