import { describe, expect, it } from 'vitest';
import { podcastGuidOf } from './podcast-guid';

describe('podcastGuidOf', () => {
  it('gives the guid Podcasting 2.0 documents for its example feed, whatever the scheme and trailing slashes', () => {
    for (const address of [
      'https://mp3s.nashownotes.com/pc20rss.xml',
      'http://mp3s.nashownotes.com/pc20rss.xml',
      'https://mp3s.nashownotes.com/pc20rss.xml/',
    ]) {
      expect(podcastGuidOf(address)).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    }
  });

  it('gives each address its own version 5 UUID', () => {
    const guid = podcastGuidOf('https://podium.example/profile/nina-patel');
    expect(guid).toMatch(/^[\da-f]{8}-[\da-f]{4}-5[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    expect(podcastGuidOf('https://podium.example/profile/nina-patel-2')).not.toBe(guid);
  });
});
