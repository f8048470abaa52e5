import { describe, expect, it } from 'vitest';
import { sameShowAddress, showAddressKey } from './show-address';

describe('the same address', () => {
  it('drops the scheme, www., query, fragment and trailing slashes, and folds case', () => {
    expect(showAddressKey('HTTPS://www.Example.com/a/?x=1#y')).toBe('example.com/a');
    expect(showAddressKey('example.com')).toBe('example.com');
    expect(showAddressKey('https://Show.fm/Episodes//')).toBe('show.fm/episodes');
    expect(showAddressKey('http://show.fm:8080/feed')).toBe('show.fm:8080/feed');
  });

  it('is no address for anything but http(s), or nothing at all', () => {
    expect(showAddressKey('mailto:a@b.c')).toBeNull();
    expect(showAddressKey('javascript:alert(1)')).toBeNull();
    expect(showAddressKey('   ')).toBeNull();
    expect(showAddressKey(null)).toBeNull();
    expect(showAddressKey('http://')).toBeNull();
  });

  it('says two spellings of one show are the same, and other shows or ports are not', () => {
    expect(sameShowAddress('https://www.show.fm/feed.xml', 'http://SHOW.fm/feed.xml/?utm=1')).toBe(true);
    expect(sameShowAddress('https://show.fm/feed.xml', 'https://show.fm/other.xml')).toBe(false);
    expect(sameShowAddress('https://show.fm/feed.xml', 'https://show.fm:8443/feed.xml')).toBe(false);
    expect(sameShowAddress(null, null)).toBe(false);
  });
});
