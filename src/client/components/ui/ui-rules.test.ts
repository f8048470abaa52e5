// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoSources } from './photo-sources';
import { getToasts, timeLabel, toast } from './toast-store';
import { thumbnailCandidates } from '@client/features/directory/videos/video-thumbnails';

afterEach(() => vi.useRealTimers());

describe('profile photo fallback chain', () => {
  it('retries with a cache-buster, then object storage, then the initials avatar', () => {
    expect(photoSources('/uploads/a.jpg', 'Ada Lovelace')).toEqual([
      '/uploads/a.jpg',
      '/uploads/a.jpg?retry=1',
      '/public-objects/media/a.jpg',
      '/api/avatar?name=Ada%20Lovelace',
    ]);
    expect(photoSources(null, 'Ada')).toEqual(['/api/avatar?name=Ada']);
  });
});

describe('video thumbnails', () => {
  it('tries the local thumbnail first, then the host sizes', () => {
    expect(thumbnailCandidates({ localThumbnail: '/uploads/t.jpg', youtubeId: 'abc', vimeoId: null })).toEqual([
      '/uploads/t.jpg',
      'https://i.ytimg.com/vi/abc/maxresdefault.jpg',
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
      'https://i.ytimg.com/vi/abc/mqdefault.jpg',
    ]);
    expect(thumbnailCandidates({ localThumbnail: null, youtubeId: null, vimeoId: null })).toEqual([]);
  });
});

describe('toasts', () => {
  it('keeps the newest first, at most 5, closing after 5000 ms with a 150 ms fade', () => {
    vi.useFakeTimers();
    for (let i = 1; i <= 6; i++) toast({ type: 'info', title: `T${i}` });
    expect(getToasts().map((t) => t.title)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2']);
    toast({ type: 'info', title: 'Sticky', autoClose: false });
    vi.advanceTimersByTime(5000);
    expect(getToasts().every((t) => t.title === 'Sticky' || t.closing)).toBe(true);
    vi.advanceTimersByTime(150);
    expect(getToasts().map((t) => t.title)).toEqual(['Sticky']);
  });

  it("labels time 'just now', 'Nm ago', then the clock", () => {
    const now = Date.now();
    expect(timeLabel(now - 30_000, now)).toBe('just now');
    expect(timeLabel(now - 5 * 60_000, now)).toBe('5m ago');
    expect(timeLabel(now - 2 * 3_600_000, now)).toMatch(/\d/);
  });
});
