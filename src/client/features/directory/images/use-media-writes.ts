import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, MediaImage } from '@shared/api/directory/clients/clients';
import type { MediaImagePatchBody } from '@shared/api/directory/images/media-images';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';

/**
 * Caption and alt text, reorder and delete for one client's media pictures. The pictures are the
 * profile's mediaImages (GET /api/clients/{slug}): each write updates that query at once and then
 * reads it again. Writes run one at a time, so orders arrive as clicked.
 */
export function useMediaWrites(client: Pick<ClientDetail, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const key = queryKeys.client(client.slug);
  const scope = { id: `media-images:${client.id}` };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const setImages = (change: (images: MediaImage[]) => MediaImage[]) =>
    queryClient.setQueryData<ClientDetail | null>(key, (profile) => profile && { ...profile, mediaImages: change(profile.mediaImages) });

  const update = useMutation({
    scope,
    mutationFn: ({ id, body }: { id: number; body: MediaImagePatchBody }) =>
      call(directoryRoutes.editMediaImage, { params: { clientId: client.id, imageId: id }, body }),
    onSuccess: (image) => {
      setImages((images) => images.map((i) => (i.id === image.id ? image : i)));
      toast({ type: 'success', title: 'Picture saved' });
      return refresh();
    },
  });

  const reorder = useMutation({
    scope,
    mutationFn: (ids: number[]) => call(directoryRoutes.reorderMediaImages, { params: { clientId: client.id }, body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ClientDetail | null>(key);
      setImages((images) => {
        const byId = new Map(images.map((i) => [i.id, i]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      });
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ type: 'error', title: 'Failed to reorder pictures', message: serverMessageOr(error, 'Please try again.') });
    },
    onSuccess: (images) => setImages(() => images),
    onSettled: refresh,
  });

  const remove = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.deleteMediaImage, { params: { clientId: client.id, imageId: id } }),
    onSuccess: (_none, id) => {
      setImages((images) => images.filter((i) => i.id !== id));
      toast({ type: 'success', title: 'Image deleted successfully' });
      return refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Delete Failed', message: serverMessageOr(error, 'Delete failed') }),
  });

  return { update, reorder, remove };
}
