import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming } from '@tests/helpers/fixtures/directory/images/media-images';
import { sniffImageType } from '@shared/api/directory/images/media-images';
import { AppError } from '@server/lib/errors';
import { prepareImage } from './image-upload';

/** A 40×20 JPEG carrying EXIF (camera, copyright, GPS) that says "rotate 90°". */
function jpegWithExif() {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2900/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The status and code prepareImage throws for these bytes. */
async function refusal(data: Buffer, filename = 'photo.jpg') {
  const error = await prepareImage({ filename, data }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message } = error as AppError;
  return { statusCode, code, message };
}

describe('prepareImage', () => {
  it('re-encodes a JPEG upright with every metadata block gone, under a generated name', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await prepareImage({ filename: 'IMG_0001.jpg', data: input });
    expect(image).toMatchObject({ originalName: 'IMG_0001.jpg', contentType: 'image/jpeg', width: 20, height: 40 });
    expect(image.storageKey).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.data.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps PNG, WebP and GIF in their own type', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 4, background: '#00ff0080' } });
    for (const [data, type, ext] of [
      [await base.clone().png().toBuffer(), 'image/png', 'png'],
      [await base.clone().webp().toBuffer(), 'image/webp', 'webp'],
      [await base.clone().gif().toBuffer(), 'image/gif', 'gif'],
    ] as const) {
      const image = await prepareImage({ filename: `x.${ext}`, data });
      expect(image.contentType).toBe(type);
      expect(image.storageKey.endsWith(`.${ext}`)).toBe(true);
      expect(sniffImageType(image.data)).toBe(type);
    }
  });

  it('refuses by the bytes, whatever the name says: text, PDF and SVG are 415', async () => {
    for (const [data, name] of [
      [Buffer.from('just some notes'), 'notes.jpg'],
      [Buffer.from('%PDF-1.7\n1 0 obj\n'), 'paper.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.gif'],
    ] as const) {
      expect(await refusal(data, name)).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `${name}: Only JPEG, PNG, WebP and GIF images are accepted`,
      });
    }
  });

  it('refuses a decompression bomb from its header (413) and broken image bytes (400)', async () => {
    expect(await refusal(pngClaiming(30_000, 30_000), 'bomb.png')).toMatchObject({ statusCode: 413, code: 'IMAGE_TOO_LARGE' });
    const jpeg = await jpegWithExif();
    expect(await refusal(Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(100)]), 'broken.jpg')).toMatchObject({ statusCode: 400, code: 'INVALID_IMAGE' });
  });
});
