import type { MediaImage } from '@shared/api/directory/clients/clients';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { ApiError } from '@client/lib/api';
import { addressOf } from '@client/lib/call';

/** The error of a failed answer, as `api` makes it: the server's message, else 'Request failed: {status}'. */
function errorOf(status: number, body: string): ApiError {
  let message = `Request failed: ${status}`;
  try {
    const data = JSON.parse(body) as { message?: unknown };
    if (typeof data.message === 'string' && data.message) message = data.message;
  } catch {
    // not JSON: keep the generic message
  }
  return new ApiError(message, status);
}

/**
 * POST /api/clients/{clientId}/media-images with one file in the field `files`, through
 * XMLHttpRequest because fetch reports no upload progress: `onProgress` gets 0…1 as the bytes go.
 * Credentials included; fails like `api` (ApiError with the server's message); `signal` aborts.
 */
export function uploadPicture(clientId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<MediaImage[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(directoryRoutes.addMediaImages.method, addressOf(directoryRoutes.addMediaImages, { params: { clientId } }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as MediaImage[]);
      } else {
        reject(errorOf(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new TypeError('The upload was interrupted; check the connection and try again'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
