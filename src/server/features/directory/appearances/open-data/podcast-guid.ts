import { createHash } from 'node:crypto';

/** Podcasting 2.0's namespace for `podcast:guid` (a UUIDv5 namespace). */
const PODCAST_GUID_NAMESPACE = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');

/**
 * The `podcast:guid` of an address by Podcasting 2.0's rule: the UUIDv5 (RFC 9562), in its
 * namespace, of the address without its scheme and trailing slashes
 * ("https://mp3s.nashownotes.com/pc20rss.xml" → 917393e3-1b1e-5cef-ace4-edaa54e1f810).
 */
export function podcastGuidOf(address: string): string {
  const name = address.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/\/+$/, '');
  const bytes = createHash('sha1').update(PODCAST_GUID_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
