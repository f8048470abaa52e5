import { imageTooLargeMessage, sniffImageType, unsupportedImageMessage } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { ApiError } from '@client/lib/api';
import { serverMessageOr } from '@client/components/forms/list-edits';

/** What the file picker offers (the server reads the type from the bytes whatever this says). */
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Why a file would be refused, checked in the browser before it is sent (the same limits and
 * words as the server, which stays the authority): empty, too large, or not a JPEG, PNG, WebP or
 * GIF by its first bytes. null when it may go.
 */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > IMAGE_UPLOAD_LIMITS.maxFileBytes) return imageTooLargeMessage(file.name);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffImageType(head) ? null : unsupportedImageMessage(file.name);
}

/** What to tell a person about a failed upload: the server's message, the network's, or 'Upload failed'. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError || !(error instanceof Error)) return serverMessageOr(error, 'Upload failed');
  return error.message || 'Upload failed';
}
