import { describe, expect, it } from 'vitest';
import { uploadNameOf } from './upload-address';

describe('uploadNameOf', () => {
  it('names the stored file of an /uploads/ address, without its query or fragment, decoded', () => {
    expect(uploadNameOf('/uploads/portrait-1.jpg')).toBe('portrait-1.jpg');
    expect(uploadNameOf('/uploads/portrait-1.jpg?v=2#top')).toBe('portrait-1.jpg');
    expect(uploadNameOf('/uploads/photo%2D2.png')).toBe('photo-2.png');
  });

  it('names nothing for other addresses and names that are not flat file names', () => {
    for (const src of [
      null,
      undefined,
      '',
      'https://example.com/uploads/a.jpg',
      '/img/480/a.jpg',
      '/uploads/',
      '/uploads/../secret',
      '/uploads/a/b.jpg',
      '/uploads/%2e%2e%2fpasswd',
      '/uploads/%E0%A4%A',
      '/uploads/my%20photo.png',
    ]) {
      expect(uploadNameOf(src), String(src)).toBeUndefined();
    }
  });
});
