import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@client/components/ui/toast-store';
import { queryKeys } from '@client/lib/query-keys';
import { IMAGE_AUDIT_KEYS } from './image-audit-keys';
import { type RetrievalKind, type RetrievalTarget, runRetrieval } from './retrievals';

/** The image retrieval's states (it stays at its outcome). */
type ImageRetrievalStatus = 'idle' | 'retrieving' | 'success' | 'failed';
/** The data retrievals' states (back to idle RETRIEVAL_RESET_MS after the outcome). */
type DataRetrievalStatus = 'idle' | 'loading' | 'success' | 'error';
export type RetrievalStatus = ImageRetrievalStatus | DataRetrievalStatus;

/** A data retrieval's status resets after 3 s. */
export const RETRIEVAL_RESET_MS = 3_000;

/** Whether a retrieval is running. */
export const isRunning = (status: RetrievalStatus) => status === 'retrieving' || status === 'loading';

/**
 * One retrieval for one client: its status and `run`, which posts it, shows its toast
 * and, after a success, refreshes the auditor's stats and list and the profile's queries.
 */
export function useRetrieval(kind: RetrievalKind, target: RetrievalTarget) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RetrievalStatus>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const run = useCallback(async () => {
    clearTimeout(reset.current);
    setStatus(kind === 'image' ? 'retrieving' : 'loading');
    const outcome = await runRetrieval(kind, target);
    toast(outcome.toast);
    if (kind === 'image') {
      setStatus(outcome.ok ? 'success' : 'failed');
    } else {
      setStatus(outcome.ok ? 'success' : 'error');
      reset.current = setTimeout(() => setStatus('idle'), RETRIEVAL_RESET_MS);
    }
    if (outcome.ok) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: IMAGE_AUDIT_KEYS.stats }),
        queryClient.invalidateQueries({ queryKey: IMAGE_AUDIT_KEYS.list }),
        queryClient.invalidateQueries({ queryKey: queryKeys.clients }),
      ]);
    }
  }, [kind, target, queryClient]);

  return { status, run };
}
