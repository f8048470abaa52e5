import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';
import type { KindConfig } from './record-kinds';

/**
 * One client's records of a kind: the list (when `enabled`), and create, edit and delete with
 * the toasts ('{Noun} added', '{Noun} saved', '{Noun} deleted'; failures with the server's
 * message). Writes run one at a time; each then refreshes the list, and the lists the kind names (alsoRefresh), in the background.
 * `onChange` hears what changed, for the page's live region.
 */
export function useRecords<Item extends { id: number }>(config: KindConfig<Item>, clientId: number, enabled: boolean, onChange: (said: string) => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.profileRecords(clientId, config.kind);
  const scope = { id: `records:${config.kind}:${clientId}` };
  const list = useQuery({ queryKey: key, queryFn: () => call(config.routes.list, { params: { id: clientId } }), enabled });
  const refresh = () => Promise.all([key, ...(config.alsoRefresh ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const done = (said: string) => {
    toast({ type: 'success', title: said });
    onChange(said);
    // not awaited: the form empties as soon as the write is saved, not after the re-read, so typing that follows is kept
    void refresh();
  };

  const create = useMutation({
    scope,
    mutationFn: (body: Record<string, unknown>) => call(config.routes.create, { params: { id: clientId }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData<Item[]>(key, (items) => (items ? [...items, item] : items));
      done(`${config.noun} added`);
    },
  });

  const update = useMutation({
    scope,
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => call(config.routes.edit, { params: { id }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData<Item[]>(key, (items) => items?.map((i) => (i.id === item.id ? item : i)));
      done(`${config.noun} saved`);
    },
  });

  const remove = useMutation({
    scope,
    mutationFn: (id: number) => call(config.routes.remove, { params: { id } }),
    onSuccess: (_none, id) => {
      queryClient.setQueryData<Item[]>(key, (items) => items?.filter((i) => i.id !== id));
      done(`${config.noun} deleted`);
    },
    onError: (error) =>
      toast({ type: 'error', title: `Failed to delete the ${config.noun.toLowerCase()}`, message: serverMessageOr(error, 'Please try again.') }),
  });

  return { list, create, update, remove };
}

/** The writes of a kind's records, as useRecords returns them. */
export type RecordWrites<Item extends { id: number }> = ReturnType<typeof useRecords<Item>>;
