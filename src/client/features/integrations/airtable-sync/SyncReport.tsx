import { type AdminJob, isJobActive } from '@shared/api/jobs';
import type { SyncSectionState } from '@shared/api/integrations/airtable-sync';
import { StatusPill } from '@client/components/ui/StatusPill';
import { plural } from '@shared/plural';
import { JobFailures } from '@client/components/jobs/JobFailures';
import { SECTION_LABELS } from './section-labels';
import { syncSummaryOf } from './sync-run';

const COUNTS = ['new', 'updated', 'unchanged', 'failed'] as const;

/** Each section state as people read it, and its dot. */
const SECTION_STATES: Record<SyncSectionState, { label: string; dot: string }> = {
  waiting: { label: 'Waiting', dot: 'bg-muted' },
  running: { label: 'Running', dot: 'bg-accent' },
  done: { label: 'Done', dot: 'bg-success' },
  failed: { label: 'Failed', dot: 'bg-destructive' },
  cancelled: { label: 'Cancelled', dot: 'bg-warning' },
};

/**
 * The sections of a run of everything, in order, each with its state and its counts so far
 * ('40 records: 3 new, 1 updated, 36 unchanged, 0 failed'). Nothing for a run of one section.
 */
export function SyncSections({ summary }: { summary: Record<string, unknown> }) {
  const sections = syncSummaryOf(summary)?.sections ?? [];
  if (sections.length < 2) return null;
  return (
    <ol aria-label="Sections" className="divide-y divide-line rounded-[var(--radius-control)] border border-line">
      {sections.map((s) => (
        <li
          key={s.section}
          aria-current={s.state === 'running' ? 'step' : undefined}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
        >
          <span className="flex items-center gap-2">
            <span className="font-medium text-ink">{SECTION_LABELS[s.section]}</span>
            <StatusPill label={SECTION_STATES[s.state].label} dot={SECTION_STATES[s.state].dot} />
          </span>
          {s.state !== 'waiting' && (
            <span className="text-ink-soft tabular-nums">
              {plural(s.records, 'record')}: {s.new} new, {s.updated} updated, {s.unchanged} unchanged, {s.failed} failed
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A run's counts (new, updated, unchanged, failed) from its summary: live under the progress bar. */
export function SyncCounts({ summary }: { summary: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {COUNTS.map((key) => (
        <div key={key} className="rounded-[var(--radius-control)] bg-sunken px-3 py-2">
          <dt className="text-xs text-ink-soft">{key}</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{typeof summary[key] === 'number' ? summary[key] : 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The records (or CSV rows) a finished run could not write, with why. */
export function SyncFailures({ job, kind }: { job: AdminJob; kind: string }) {
  if (isJobActive(job.status)) return null;
  const failed = typeof job.summary.failed === 'number' ? job.summary.failed : 0;
  return (
    <JobFailures
      job={job}
      kind={kind}
      count={failed}
      describe={(f) => ({
        what: f.detail.row !== undefined ? `Row ${String(f.detail.row)}` : String(f.detail.recordid ?? ''),
        why: String(f.detail.message ?? ''),
      })}
    />
  );
}
