import { emailKey } from '@shared/api/fields';

/** Providers that ignore dots in the name part of an address, under each of their domains (the first one is the key's). */
const DOTLESS_PROVIDERS = [['gmail.com', 'googlemail.com']];

/**
 * The one mailbox an email address delivers to, as a counter's key: lower case, a `+tag` removed,
 * and for providers that ignore dots (Gmail) the dots removed and its domains made one. So
 * `Vic.Tim+1@googlemail.com` and `victim@gmail.com` are the same mailbox. Not an address to write
 * to: only a key.
 */
export function mailboxOf(email: string): string {
  const lower = emailKey(email);
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let name = lower.slice(0, at).split('+')[0];
  let domain = lower.slice(at + 1);
  const provider = DOTLESS_PROVIDERS.find((domains) => domains.includes(domain));
  if (provider) {
    name = name.replaceAll('.', '');
    domain = provider[0];
  }
  return `${name}@${domain}`;
}
