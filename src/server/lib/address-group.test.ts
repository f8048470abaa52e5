import { describe, expect, it } from 'vitest';
import { addressGroupOf } from './address-group';

describe('addressGroupOf', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(addressGroupOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroupOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroupOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0:0:0:2',
      '2001:db8::1:0:0:0:3',
      '2001:db8:0:1::1%eth0',
      '2001:db8:0:1::192.0.2.1',
    ]) {
      expect(addressGroupOf(ip), ip).toBe(network);
    }
    expect(addressGroupOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressGroupOf('::1')).toBe('0:0:0:0::/64');
    expect(addressGroupOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressGroupOf('unknown')).toBe('unknown');
  });
});
