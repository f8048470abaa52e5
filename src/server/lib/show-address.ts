/**
 * The one rule for "the same address", for a show's link, a feed's and a guest's profile or
 * social links alike: no scheme, `www.`, query, fragment or trailing slashes, the rest lower-cased
 * (`https://www.Show.fm/Episodes/` and `http://show.fm/episodes?ref=x` are one address). Text
 * without a scheme is read as https; anything but http(s), or no address at all, is null.
 */
export function showAddressKey(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.host.toLowerCase().replace(/^www\./, '');
    return `${host}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether two addresses are the same by {@link showAddressKey}; no address is the same as none. */
export function sameShowAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = showAddressKey(a);
  return key !== null && key === showAddressKey(b);
}
