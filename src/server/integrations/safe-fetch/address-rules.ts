import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges no outbound request may reach: [network, prefix length]. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const BLOCKED_V4_RANGES = BLOCKED_V4.map(([net, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToInt(net);
  return { start, end: start + size - 1 };
});

function isBlockedV4(address: string): boolean {
  const n = v4ToInt(address);
  return BLOCKED_V4_RANGES.some((r) => n >= r.start && n <= r.end);
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}

function embeddedV4(groups: number[]): string {
  const hi = groups[6]!;
  const lo = groups[7]!;
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

function isBlockedV6(address: string): boolean {
  const g = ipv6Groups(address);
  if (g.length !== 8) return true;
  const zeroPrefix = (count: number) => g.slice(0, count).every((x) => x === 0);
  if (zeroPrefix(5) && g[5] === 0xffff) return isBlockedV4(embeddedV4(g)); // IPv4-mapped ::ffff:0:0/96 (::ffff:a.b.c.d)
  if (zeroPrefix(4) && g[4] === 0xffff && g[5] === 0) return isBlockedV4(embeddedV4(g)); // IPv4-translated ::ffff:0:0:0/96
  if (zeroPrefix(6)) return true; // ::, ::1 and the deprecated IPv4-compatible form
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isBlockedV4(embeddedV4(g)); // NAT64 64:ff9b::/96
  const first = g[0]!;
  // IPv6 forms that carry an IPv4 address a gateway unwraps, refused whatever it is:
  if (first === 0x64 && g[1] === 0xff9b && g[2] === 1) return true; // local-use NAT64 64:ff9b:1::/48
  if (first === 0x2002) return true; // 6to4 2002::/16
  if (first === 0x2001 && g[1] === 0) return true; // Teredo 2001::/32
  if ((first & 0xfe00) === 0xfc00) return true; // unique-local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return true; // site-local (deprecated) fec0::/10
  if ((first & 0xff00) === 0xff00) return true; // multicast ff00::/8
  if (first === 0x2001 && g[1] === 0x0db8) return true; // documentation 2001:db8::/32
  return false;
}

/**
 * Whether an IP address is one an outbound request must not reach: private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, unspecified, broadcast, reserved or
 * documentation ranges, in IPv4 and IPv6 (IPv4-mapped, IPv4-translated and NAT64 forms judged by
 * their IPv4; local-use NAT64, 6to4 and Teredo, which tunnel to an IPv4 address, refused outright).
 * Anything that is not an IP address counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  if (isIPv4(address)) return isBlockedV4(address);
  if (isIPv6(address)) return isBlockedV6(address);
  return true;
}
