import { jobRoutes } from '@shared/api/jobs-route-table';
import { useEffect, useRef, useState } from 'react';
import type { JobProgressEvent } from '@shared/api/jobs';
import { addressOf } from '@client/lib/call';

/**
 * The live state of a job from its Server-Sent Events stream (GET /api/admin/jobs/:id/events):
 * the latest `progress` event, and whether the job has ended. `onEnd` runs once with the final
 * state. A null id opens no stream. The browser reconnects a dropped stream by itself.
 */
export function useJobEvents(jobId: number | null, onEnd?: (last: JobProgressEvent) => void): { event: JobProgressEvent | null; ended: boolean } {
  const [state, setState] = useState<{ jobId: number | null; event: JobProgressEvent | null; ended: boolean }>({ jobId, event: null, ended: false });
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  if (state.jobId !== jobId) setState({ jobId, event: null, ended: false });

  useEffect(() => {
    if (jobId === null) return;
    const source = new EventSource(addressOf(jobRoutes.jobEvents, { params: { id: jobId } }), { withCredentials: true });
    const read = (message: MessageEvent<string>) => JSON.parse(message.data) as JobProgressEvent;
    source.addEventListener('progress', (message) => {
      const event = read(message);
      setState((s) => (s.jobId === jobId ? { ...s, event } : s));
    });
    source.addEventListener('end', (message) => {
      const event = read(message);
      source.close();
      setState((s) => (s.jobId === jobId ? { ...s, event, ended: true } : s));
      onEndRef.current?.(event);
    });
    return () => source.close();
  }, [jobId]);

  return { event: state.event, ended: state.ended };
}
