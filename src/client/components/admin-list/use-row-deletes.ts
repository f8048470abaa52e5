import { useMutation } from '@tanstack/react-query';
import type { bulkIdsBody, bulkResult } from '@shared/api/admin-lists';
import type { z } from 'zod';
import type { noContent } from '@shared/api/fields';
import type { Route } from '@shared/api/route';
import { toast } from '../ui/toast-store';
import { call } from '@client/lib/call';

/** An admin list's bulk delete: POSTed the ids, it answers how many rows went. */
type BulkDeleteRoute = Route<{ body: typeof bulkIdsBody; response: typeof bulkResult }>;
/** The DELETE of one row by its id (204). */
type DeleteRoute = Route<{ params: z.ZodType<{ id: number }>; response: typeof noContent }>;

/** Where an admin list deletes its rows, and what it says after. */
export interface RowDeletes {
  /** The bulk delete, POSTed `{ ids }`. */
  bulk: BulkDeleteRoute;
  /** A single row's DELETE; without it one row goes through `bulk` as well. */
  one?: DeleteRoute;
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
        await call(one, { params: { id: ids[0]! } });
        return 1;
      }
      return (await call(bulk, { body: { ids } })).changed;
    },
    onSuccess: async (n) => {
      toast({ type: 'success', title: deleted(n) });
      await afterDelete();
    },
    onError: (error) => toast({ type: 'error', ...failed(error) }),
  });
}
