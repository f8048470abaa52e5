import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { ApiError } from '@client/lib/api';
import { fileProblem, uploadErrorMessage } from './file-checks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, bytes: number[] | Uint8Array<ArrayBuffer>, type = 'image/png') =>
  new File([bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)], name, { type });

describe('checks before an upload (the server’s limits and words)', () => {
  it('lets JPEG, PNG, WebP and GIF go by their first bytes, whatever the name says', async () => {
    const riff = [...'RIFF'].map((c) => c.charCodeAt(0));
    const webp = [...riff, 0, 0, 0, 0, ...[...'WEBP'].map((c) => c.charCodeAt(0))];
    for (const bytes of [[0xff, 0xd8, 0xff, 0xe0], PNG_HEAD, [...'GIF89a'].map((c) => c.charCodeAt(0)), webp]) {
      expect(await fileProblem(file('picture.txt', [...bytes, 1, 2, 3], 'text/plain'))).toBeNull();
    }
  });

  it('refuses other types, empty files and files over the size limit', async () => {
    expect(
      await fileProblem(
        file(
          'notes.jpg',
          [...'hello world'].map((c) => c.charCodeAt(0)),
          'image/jpeg',
        ),
      ),
    ).toBe('notes.jpg: Only JPEG, PNG, WebP and GIF images are accepted');
    expect(
      await fileProblem(
        file(
          'logo.svg',
          [...'<svg></svg>'].map((c) => c.charCodeAt(0)),
          'image/svg+xml',
        ),
      ),
    ).toBe('logo.svg: Only JPEG, PNG, WebP and GIF images are accepted');
    expect(await fileProblem(file('empty.png', []))).toBe('empty.png is empty');
    const big = new Uint8Array(IMAGE_UPLOAD_LIMITS.maxFileBytes + 1);
    big.set(PNG_HEAD);
    expect(await fileProblem(file('huge.png', big))).toBe('huge.png is larger than 10 MB');
  });

  it('words a failed upload with the server’s message, the network’s, else "Upload failed"', () => {
    expect(uploadErrorMessage(new ApiError('a.png is larger than 10 MB', 413))).toBe('a.png is larger than 10 MB');
    expect(uploadErrorMessage(new ApiError('Request failed: 502', 502))).toBe('Upload failed');
    expect(uploadErrorMessage(new TypeError('The upload was interrupted'))).toBe('The upload was interrupted');
    expect(uploadErrorMessage('odd')).toBe('Upload failed');
  });
});
