import { useMutation } from '@tanstack/react-query';
import type { BulkResult } from '../../../../../shared/api/admin-lists';
import { toast } from '../../../../components/ui/toast-store';
import { api } from '../../../../lib/api';

/** Where an admin list deletes its rows, and what it says after. */
export interface RowDeletes {
  /** The bulk endpoint, POSTed `{ ids }`. */
  bulk: string;
  /** The base of a single row's DELETE (`{one}/{id}`); without it one row goes through `bulk` as well. */
  one?: string;
  /** The success toast's title for `n` rows deleted. */
  deleted: (n: number) => string;
  /** The error toast; the default is 'Delete Failed' with the server's message. */
  failed?: (error: Error) => { title: string; message?: string };
  /** Runs once the rows are gone: clear the selection, refresh the lists. */
  afterDelete: () => Promise<unknown> | undefined;
}

const deleteFailed = (error: Error) => ({ title: 'Delete Failed', message: error.message || 'Delete failed' });

/**
 * The delete mutation of an admin list: one row by its own DELETE (when `one` is given) or many
 * through the bulk endpoint, then the success toast and `afterDelete`; a failure is an error toast.
 */
export function useRowDeletes({ bulk, one, deleted, failed = deleteFailed, afterDelete }: RowDeletes) {
  return useMutation({
    mutationFn: async (ids: number[]): Promise<number> => {
      if (one && ids.length === 1) {
        await api(`${one}/${ids[0]}`, { method: 'DELETE' });
        return 1;
      }
      return (await api<BulkResult>(bulk, { method: 'POST', body: { ids } })).changed;
    },
    onSuccess: async (n) => {
      toast({ type: 'success', title: deleted(n) });
      await afterDelete();
    },
    onError: (error) => toast({ type: 'error', ...failed(error) }),
  });
}
