import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppearanceCreateBody, AppearanceEditBody } from '@shared/api/directory/appearances/appearances';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { type AppearancePages, changeLoaded } from './appearance-pages';

/**
 * Add, edit, link and remove for one client's podcast appearances. Each write refreshes the list
 * the profile's Podcasts section shares (same query key) and Find Episodes' results.
 */
export function useAppearanceWrites(clientId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.appearances(clientId);
  const scope = { id: `appearances:${clientId}` };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['clients', clientId, 'episode-candidates'] }),
      queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
    ]);

  const create = useMutation({
    scope,
    mutationFn: (body: AppearanceCreateBody) => call(directoryRoutes.createAppearance, { params: { id: clientId }, body }),
    onSuccess: () => {
      toast({ type: 'success', title: 'Appearance added' });
      return refresh();
    },
  });

  const edit = useMutation({
    scope,
    mutationFn: ({ id, body }: { id: number; body: AppearanceEditBody }) => call(directoryRoutes.editAppearance, { params: { id }, body }),
    onSuccess: (appearance) => {
      queryClient.setQueryData<AppearancePages>(key, (pages) => changeLoaded(pages, (items) => items.map((a) => (a.id === appearance.id ? appearance : a))));
      toast({ type: 'success', title: 'Appearance saved' });
      return refresh();
    },
  });

  const link = useMutation({
    scope,
    mutationFn: (episodeId: number) => call(directoryRoutes.linkAppearance, { params: { id: clientId, episodeId } }),
    onSuccess: (appearance) => {
      toast({ type: 'success', title: 'Episode linked', message: `${appearance.title} now appears on the profile` });
      return refresh();
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to link the episode') }),
  });

  const unlink = useMutation({
    scope,
    mutationFn: (episodeId: number) => call(directoryRoutes.unlinkAppearance, { params: { id: episodeId } }),
    onSuccess: (_none, episodeId) => {
      queryClient.setQueryData<AppearancePages>(key, (pages) => changeLoaded(pages, (items) => items.filter((a) => a.id !== episodeId)));
      toast({ type: 'success', title: 'Appearance removed' });
      return refresh();
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to remove the appearance') }),
  });

  return { create, edit, link, unlink };
}
