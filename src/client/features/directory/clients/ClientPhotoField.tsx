import { useQueryClient } from '@tanstack/react-query';
import type { AdminClientDetail } from '@shared/api/directory/clients/admin-directory';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { primaryPhoto } from '@shared/portrait';
import { PhotoField } from '../profile-editing/PhotoField';
import { useProfileSaves } from '../profile-editing/use-profile-saves';
import { clientKey, LIST_KEY } from './directory-queries';

/**
 * The uploaded photo in the admin client editor: /edit-profile's photo upload (the same route and
 * photo rule). An upload updates the editor's copy of the client in place, so the form and its
 * unsaved edits stay, and refreshes the directory's list.
 */
export function ClientPhotoField({ client }: { client: AdminClientDetail }) {
  const { photo } = useProfileSaves(client);
  const queryClient = useQueryClient();
  const uploaded = (detail: ClientDetail) => {
    queryClient.setQueryData<AdminClientDetail>(clientKey(client.id), (old) => old && { ...old, localimage: detail.localimage, photo: primaryPhoto(detail) });
    void queryClient.invalidateQueries({ queryKey: LIST_KEY, predicate: (query) => query.queryKey[3] !== 'client' });
  };
  return <PhotoField name={client.name} photo={client.photo} upload={photo} onUploaded={uploaded} />;
}
