import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { apiErrorOf } from '@client/lib/api';
import { addressOf } from '@client/lib/call';

/**
 * POST /api/clients/{id}/photo with the file in the field `file` (multipart, which `api` does not
 * send). Answers the profile as it now reads; fails like `api`: an ApiError with the server's
 * message, else 'Request failed: {status}'.
 */
export async function uploadPhoto(clientId: number, file: File): Promise<ClientDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(addressOf(directoryRoutes.replacePhoto, { params: { id: clientId } }), {
    method: directoryRoutes.replacePhoto.method,
    body: form,
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as ClientDetail;
}
