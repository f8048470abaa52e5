import type { ClientDetail } from '../../../shared/api/clients';
import { ApiError } from '../../lib/api';

/**
 * POST /api/clients/{id}/photo with the file in the field `file` (multipart, which `api` does not
 * send). Answers the profile as it now reads; fails like `api`: an ApiError with the server's
 * message, else 'Request failed: {status}'.
 */
export async function uploadPhoto(clientId: number, file: File): Promise<ClientDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/clients/${clientId}/photo`, { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (ClientDetail & { message?: string }) | null;
  if (!response.ok) throw new ApiError(body?.message || `Request failed: ${response.status}`, response.status);
  return body as ClientDetail;
}
