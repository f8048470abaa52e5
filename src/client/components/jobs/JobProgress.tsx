import { jobRoutes } from '@shared/api/jobs-route-table';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type AdminJob, isJobActive, type JobProgressEvent } from '@shared/api/jobs';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { toast } from '../ui/toast-store';
import { call } from '@client/lib/call';
import { JobStatusPill } from './job-status';
import { useJobEvents } from './use-job-events';

/** Props of JobProgress. */
interface JobProgressProps {
  /** The job as last read (its stream then keeps it current). */
  job: AdminJob;
  /** What the job counts, plural: '12 of 40 clients'. */
  unit: string;
  /** Runs once when the job ends (refresh its report and history). */
  onEnd?: (last: JobProgressEvent) => void;
  /** Shown under the bar with the live summary (counts so far), e.g. a sync's new / updated / failed. */
  renderSummary?: (summary: Record<string, unknown>) => ReactNode;
  /** How far the job is when its done of total can't say (a sync's sections): percent and words; null falls back to done of total. */
  measure?: (state: JobProgressEvent) => JobMeasure | null;
}

/** A job's progress as the bar shows it. */
export interface JobMeasure {
  /** 0 to 100. */
  percent: number;
  /** The words beside the bar ('Syncing Videos, section 4 of 5'). */
  text: string;
}

/** Done of total in `unit`s, or 'Preparing…' before the job knows its total. */
function countMeasure(state: JobProgressEvent, unit: string): JobMeasure & { now: number; max: number } {
  const max = Math.max(state.total, 1);
  const percent = Math.round((Math.min(state.done, max) / max) * 100);
  const text = state.total > 0 || !isJobActive(state.status) ? `${state.done} of ${state.total} ${unit}` : 'Preparing…';
  return { percent, text, now: state.done, max };
}

/**
 * A job's live progress over Server-Sent Events: an accessible progress bar ('12 of 40 clients'),
 * its status, the error of a failed run, and Cancel (after confirmation) while it runs.
 */
export function JobProgress({ job, unit, onEnd, renderSummary, measure }: JobProgressProps) {
  const { event } = useJobEvents(isJobActive(job.status) ? job.id : null, onEnd);
  const state = event ?? job;
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => call(jobRoutes.cancelJob, { params: { id: job.id } }),
    onSuccess: () => toast({ type: 'success', title: 'Job cancelled' }),
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to cancel the job' }),
  });
  const measured = measure?.(state);
  const { percent, text, now, max } = measured ? { ...measured, now: measured.percent, max: 100 } : countMeasure(state, unit);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex items-center gap-2">
          <JobStatusPill status={state.status} />
          <span className="text-ink-soft" aria-live="polite">
            {text}
          </span>
        </div>
        {isJobActive(state.status) && (
          <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => setConfirming(true)}>
            Cancel run
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`Progress of run ${job.runNumber}`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-sunken"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      {renderSummary?.(state.summary)}
      {state.error && <p className="text-sm text-destructive">{state.error}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this run?"
        description="The run stops after the step it is on; what it found so far is kept."
        confirmLabel="Cancel run"
        destructive
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate();
        }}
      />
    </div>
  );
}
