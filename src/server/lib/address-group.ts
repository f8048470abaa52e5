import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address written in full (a trailing IPv4 part counts as two). */
function groupsOf(ip: string): string[] {
  const parts = ip.split('%')[0].split(':');
  const last = parts.at(-1) ?? '';
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number);
    parts.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const gap = parts.indexOf('');
  const written = parts.filter((part) => part !== '');
  if (gap < 0) return written;
  const zeros = Array.from({ length: 8 - written.length }, () => '0');
  const before = parts.slice(0, gap).filter((part) => part !== '');
  return [...before, ...zeros, ...written.slice(before.length)];
}

/**
 * The key of a client address for a per-address limit: an IPv4 address itself (an IPv4-mapped
 * IPv6 one too), and for IPv6 its /64 network, which one subscriber holds whole (counting each of
 * its addresses apart would give them billions of limits).
 */
export function addressGroupOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = groupsOf(ip.toLowerCase()).map((group) => Number.parseInt(group, 16));
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
