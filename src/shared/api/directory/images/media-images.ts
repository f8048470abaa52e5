import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { z } from 'zod';
import { bodyId, paramId, text } from '@shared/api/fields';

/** The image types uploads accept, as read from a file's first bytes. */
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The answer to a file of any other type (415). */
const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP and GIF images are accepted';

/** "name: Only JPEG, PNG, WebP and GIF images are accepted" — for one file of a batch. */
export function unsupportedImageMessage(filename: string): string {
  return `${filename}: ${UNSUPPORTED_IMAGE_MESSAGE}`;
}

/** "name is larger than 10 MB" (413). */
export function imageTooLargeMessage(filename: string): string {
  return `${filename} is larger than ${IMAGE_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB`;
}

/** Whether `bytes` starts with `signature` at `offset`. */
function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The image type of a file read from its first bytes (magic numbers), whatever its name or declared
 * type says; undefined for anything but JPEG, PNG, WebP and GIF. 12 bytes are enough.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** Limits of a media picture's texts and of a profile's pictures. */
export const MEDIA_IMAGE_LIMITS = {
  captionMax: 500,
  altMax: 300,
  /** How many pictures one client may have. */
  perClient: 100,
} as const;

/** Path parameters of one media picture of a client. */
export const mediaImageParams = z.object({
  clientId: paramId('Invalid client id'),
  imageId: paramId('Invalid image id'),
});

/** PATCH /api/clients/{clientId}/media-images/{imageId} body: a new caption, alt text, or both. */
export const mediaImagePatchBody = z
  .object({
    caption: text().trim().max(MEDIA_IMAGE_LIMITS.captionMax, `The caption must be at most ${MEDIA_IMAGE_LIMITS.captionMax} characters`).optional(),
    alt: text().trim().max(MEDIA_IMAGE_LIMITS.altMax, `The alt text must be at most ${MEDIA_IMAGE_LIMITS.altMax} characters`).optional(),
  })
  .refine((body) => body.caption !== undefined || body.alt !== undefined, 'Send a caption or an alt text');
export type MediaImagePatchBody = z.input<typeof mediaImagePatchBody>;

/**
 * PUT /api/clients/{clientId}/media-images/order body: the client's pictures in their new order.
 * Pictures the list leaves out (added meanwhile in another tab) keep their order after it.
 */
export const mediaImageOrderBody = z.object({
  ids: z
    .array(bodyId())
    .max(1_000, 'Too many ids')
    .refine((ids) => new Set(ids).size === ids.length, 'Each picture may appear only once'),
});
