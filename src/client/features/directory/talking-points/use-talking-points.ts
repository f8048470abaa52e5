import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TalkingPoint } from '@shared/api/directory/clients/clients';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { TalkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { queryKeys } from '@client/lib/query-keys';

/**
 * Create, edit, reorder and delete for one client's talking points. Each write updates the list
 * the profile shares (same query key); writes run one at a time, so orders arrive as clicked.
 */
export function useTalkingPointWrites(clientId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.talkingPoints(clientId);
  const scope = { id: `talking-points:${clientId}` };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    scope,
    mutationFn: (body: TalkingPointBody) => call(directoryRoutes.createTalkingPoint, { params: { id: clientId }, body }),
    onSuccess: (point) => {
      queryClient.setQueryData<TalkingPoint[]>(key, (list) => (list ? [...list, point] : list));
      toast({ type: 'success', title: 'Talking point added' });
      return refresh();
    },
  });

  const update = useMutation({
    scope,
    mutationFn: ({ id, body }: { id: number; body: TalkingPointBody }) => call(directoryRoutes.editTalkingPoint, { params: { id }, body }),
    onSuccess: (point) => {
      queryClient.setQueryData<TalkingPoint[]>(key, (list) => list?.map((p) => (p.id === point.id ? point : p)));
      toast({ type: 'success', title: 'Talking point saved' });
      return refresh();
    },
  });

  const reorder = useMutation({
    scope,
    mutationFn: (ids: number[]) => call(directoryRoutes.reorderTalkingPoints, { params: { id: clientId }, body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TalkingPoint[]>(key);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        queryClient.setQueryData<TalkingPoint[]>(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ type: 'error', title: 'Failed to reorder talking points', message: serverMessageOr(error, 'Please try again.') });
    },
    onSuccess: (points) => queryClient.setQueryData(key, points),
    onSettled: refresh,
  });

  const remove = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.deleteTalkingPoint, { params: { id } }),
    onSuccess: (_none, id) => {
      queryClient.setQueryData<TalkingPoint[]>(key, (list) => list?.filter((p) => p.id !== id));
      toast({ type: 'success', title: 'Talking point deleted successfully' });
      return refresh();
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to delete talking point') }),
  });

  return { create, update, reorder, remove };
}
