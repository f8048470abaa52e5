import { describe, expect, it } from 'vitest';
import { firstThumbnail, localThumbnailSrc, nextThumbnail, type ThumbnailSource, type ThumbnailStep, thumbnailCandidates } from './video-thumbnails';

const yt = (size: string, id = 'abcdefghijk') => `https://i.ytimg.com/vi/${id}/${size}.jpg`;
const source = (fields: Partial<ThumbnailSource>): ThumbnailSource => ({ localThumbnail: null, youtubeId: null, vimeoId: null, ...fields });

/** Every address the chain shows, failing each in turn, and where it ends. */
function walk(video: ThumbnailSource): { shown: string[]; end: ThumbnailStep } {
  const shown: string[] = [];
  let step = firstThumbnail(video);
  while (step.src !== null) {
    shown.push(step.src);
    step = nextThumbnail(video, step);
  }
  return { shown, end: step };
}

describe('video thumbnail chain', () => {
  it('shows the local thumbnail first, then steps through the host sizes, and ends all_thumbnails_failed with every address tried', () => {
    const video = source({ localThumbnail: '/uploads/t.jpg', youtubeId: 'abcdefghijk' });
    const { shown, end } = walk(video);
    expect(shown).toEqual(['/uploads/t.jpg', yt('maxresdefault'), yt('hqdefault'), yt('mqdefault')]);
    expect(end).toEqual({ src: null, reason: 'all_thumbnails_failed', tried: shown });
  });

  it('after a failed non-uploaded local thumbnail switches to the first host candidate', () => {
    const video = source({ localThumbnail: '/thumbnails/t.jpg', youtubeId: 'abcdefghijk' });
    const first = firstThumbnail(video);
    expect(first.src).toBe('/thumbnails/t.jpg');
    expect(nextThumbnail(video, first)).toEqual({ src: yt('maxresdefault'), tried: ['/thumbnails/t.jpg'] });
  });

  it('starts at the host when there is no local thumbnail; a scan-named thumbnail comes first, without repeats', () => {
    const video = source({ youtubeId: 'abcdefghijk', thumbnailUrl: yt('hqdefault') });
    expect(walk(video).shown).toEqual([yt('hqdefault'), yt('maxresdefault'), yt('mqdefault')]);
    expect(walk(source({ vimeoId: '76979871' })).shown).toEqual(['https://vumbnail.com/76979871.jpg']);
  });

  it('with no valid source at all ends at once: no_valid_thumbnail_source, nothing tried', () => {
    for (const video of [
      source({}),
      source({ localThumbnail: 'javascript:alert(1)' }),
      source({ localThumbnail: '//evil.test/t.jpg', thumbnailUrl: 'http://plain.test/t.jpg' }),
    ]) {
      expect(firstThumbnail(video)).toEqual({ src: null, reason: 'no_valid_thumbnail_source', tried: [] });
    }
  });

  it('stays at the end once there', () => {
    const end = walk(source({ youtubeId: 'abcdefghijk' })).end;
    expect(nextThumbnail(source({ youtubeId: 'abcdefghijk' }), end)).toBe(end);
  });

  it('reads local thumbnails as site paths, http(s) addresses, or bare file names under /uploads/', () => {
    expect(localThumbnailSrc(' /uploads/a.jpg ')).toBe('/uploads/a.jpg');
    expect(localThumbnailSrc('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(localThumbnailSrc('a-1.jpg')).toBe('/uploads/a-1.jpg');
    expect(localThumbnailSrc('data:image/png;base64,xx')).toBeNull();
    expect(thumbnailCandidates(source({ localThumbnail: '' }))).toEqual([]);
  });
});
