import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { ProfileEditBody, SampleQuestionsBody } from '@shared/api/directory/profile-editing';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { uploadPhoto } from './upload-photo';

/**
 * The saves of the edit pages for one client. Each answers the profile as the server now reads
 * it: it replaces the cached profile (the profile page shows the change at once), and every
 * list of clients and the user (whose client name may have changed) are fetched again.
 */
export function useProfileSaves(client: Pick<ClientDetail, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const saved = (detail: ClientDetail, title: string) => {
    queryClient.setQueryData(queryKeys.client(detail.slug), detail);
    toast({ type: 'success', title });
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };

  const profile = useMutation({
    mutationFn: (body: ProfileEditBody) => call(directoryRoutes.editProfile, { params: { id: client.id }, body }),
    onSuccess: (detail) => saved(detail, 'Profile saved'),
  });

  const questions = useMutation({
    mutationFn: (body: SampleQuestionsBody) => call(directoryRoutes.replaceSampleQuestions, { params: { id: client.id }, body }),
    onSuccess: (detail) => saved(detail, 'Sample questions saved'),
  });

  const photo = useMutation({
    mutationFn: (file: File) => uploadPhoto(client.id, file),
    onSuccess: (detail) => saved(detail, 'Photo updated'),
  });

  return { profile, questions, photo };
}
