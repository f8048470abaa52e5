import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { loadSharp } from '@server/lib/sharp';
import type { AcceptedImageType } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { AppError, badRequest } from '@server/lib/errors';

/** An image decoded and encoded again: its new bytes and size in pixels (one frame's for an animation). */
interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The file extension a stored image of each type gets. */
export const EXTENSION_OF: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Types that may hold several frames (all are kept). */
const ANIMATED: ReadonlySet<AcceptedImageType> = new Set(['image/gif', 'image/webp']);

/** 413 for an image with more pixels than IMAGE_UPLOAD_LIMITS.maxPixels. */
const tooManyPixels = (name: string) =>
  new AppError(413, `${name} has too many pixels (at most ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels)`, 'IMAGE_TOO_LARGE');

/** 400 for bytes that start like an image but do not decode as one. */
const unreadable = (name: string) => badRequest(`${name} could not be read as an image`, 'INVALID_IMAGE');

/** Writes the pipeline's pixels in the file's own type, without any metadata (sharp keeps none unless asked). */
function encode(pipeline: Sharp, type: AcceptedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, progressive: true });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
    case 'image/gif':
      return pipeline.gif();
  }
}

/** Options every sharp call on an upload's bytes gets: all frames of an animation, the pixel limit, and strictness. */
const sharpOptions = (type: AcceptedImageType): SharpOptions => ({
  animated: ANIMATED.has(type),
  limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels,
  failOn: 'error',
});

/**
 * The pixel count an image's header declares (all frames of an animation together), read without
 * decoding any pixel (sharp's `metadata()` parses the header only: about a millisecond). 413 past
 * IMAGE_UPLOAD_LIMITS.maxPixels, 400 for bytes whose header can't be read. `name` labels the messages.
 */
export async function declaredPixels(data: Buffer, type: AcceptedImageType, name: string): Promise<number> {
  let header: Metadata;
  try {
    // the limit would refuse a header over it with sharp's own words: the check below says it plainly
    const sharp = await loadSharp();
    header = await sharp(data, { ...sharpOptions(type), limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(name);
  }
  const frameHeight = header.pageHeight ?? header.height;
  if (!header.width || !frameHeight) throw unreadable(name);
  const pixels = header.width * frameHeight * (header.pages ?? 1);
  if (pixels > IMAGE_UPLOAD_LIMITS.maxPixels) throw tooManyPixels(name);
  return pixels;
}

/**
 * Decodes an image whose type was read from its bytes and whose header declaredPixels checked,
 * and encodes it again in the same type: turned upright by its EXIF orientation, scaled down to
 * IMAGE_UPLOAD_LIMITS.maxEdge, every metadata block (EXIF with GPS, XMP, IPTC, ICC, comments)
 * dropped. sharp's `limitInputPixels` enforces the pixel limit again while decoding (413); bytes
 * that do not decode give a 400. `name` only labels the messages.
 */
export async function reencodeImage(data: Buffer, type: AcceptedImageType, name: string): Promise<ReencodedImage> {
  try {
    const sharp = await loadSharp();
    const pipeline = sharp(data, sharpOptions(type))
      .autoOrient()
      .resize({ width: IMAGE_UPLOAD_LIMITS.maxEdge, height: IMAGE_UPLOAD_LIMITS.maxEdge, fit: 'inside', withoutEnlargement: true });
    const { data: out, info } = await encode(pipeline, type).toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(name);
    throw unreadable(name);
  }
}
