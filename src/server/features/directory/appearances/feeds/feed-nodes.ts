import { safeLink } from '@shared/api/fields';
import type { FeedPerson } from '@shared/api/directory/appearances/feeds';
import { decodeEntities } from './feed-text';

/** An element as fast-xml-parser shapes it: children by name, attributes as `@_name`, text as `#text`. */
export type XmlNode = Record<string, unknown>;

/** The text of an element however the parser shaped it (text, text with attributes, a list: its first). */
export function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') return textOf((value as XmlNode)['#text']);
  return '';
}

/** All the text inside an element, its children's included (Atom's `type="xhtml"` text), spaces collapsed. */
export function deepTextOf(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (key.startsWith('@_')) return;
    if (Array.isArray(node)) for (const child of node) walk(child, '');
    // the element's own text first: "Watch out for <span>nasty tricks</span>" reads in order
    else if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node).sort(([a], [b]) => Number(b === '#text') - Number(a === '#text'))) walk(child, name);
    else if (typeof node === 'string' || typeof node === 'number') parts.push(String(node));
  };
  walk(Array.isArray(value) ? value[0] : value, '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** An attribute of an element (the first, when the element repeats); null when absent or empty. */
export function attributeOf(value: unknown, name: string): string | null {
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== 'object') return null;
  const attribute = textOf((node as XmlNode)[`@_${name}`]);
  return attribute || null;
}

/** The elements named `name` under `node`, as a list (none: empty). */
export function childrenOf(node: XmlNode, name: string): unknown[] {
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A date (RFC 822 in RSS, RFC 3339 in Atom, or anything Date reads) as an instant; null for junk. */
export function dateOf(text: string): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The `podcast:person` tags of a channel or item: name, role and link. The role is lower-cased
 * (the namespace compares roles without case) and 'host' when the tag gives none, as the
 * namespace says: a tag without a role names a host, never a guest.
 */
export function personsOf(node: XmlNode): FeedPerson[] {
  return childrenOf(node, 'podcast:person')
    .map((tag) => ({ name: decodeEntities(textOf(tag)), role: (attributeOf(tag, 'role') ?? 'host').toLowerCase(), href: safeLink(attributeOf(tag, 'href')) }))
    .filter((person) => person.name !== '');
}

/**
 * The people of an episode: its own `podcast:person` tags, else the channel's (the namespace: an
 * item's tags wholly replace the channel's, which stand for every episode that has none).
 */
export function episodePersons(own: FeedPerson[], channel: FeedPerson[]): FeedPerson[] {
  return own.length > 0 ? own : channel;
}

/** The texts of a channel's (or an Atom feed's) `podcast:txt` tags whose purpose is "verify": how a show's owner proves the feed is theirs. */
export function verifyTextsOf(channel: XmlNode): string[] {
  return childrenOf(channel, 'podcast:txt')
    .filter((tag) => attributeOf(tag, 'purpose')?.toLowerCase() === 'verify')
    .map(textOf)
    .filter((text) => text !== '');
}
