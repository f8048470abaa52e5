import { type AdminJob, isJobActive, type JobProgressEvent } from '@shared/api/jobs';
import { AIRTABLE_SECTIONS, type AirtableSection, type SyncSummary, syncSummary } from '@shared/api/integrations/airtable-sync';
import { plural } from '@shared/plural';
import type { JobMeasure } from '@client/components/jobs/JobProgress';
import { SECTION_LABELS } from './section-labels';

/** A sync's summary, or null for one of another shape (a run from before sections were kept). */
export function syncSummaryOf(summary: Record<string, unknown>): SyncSummary | null {
  const parsed = syncSummary.safeParse(summary);
  return parsed.success ? parsed.data : null;
}

/** What a run synced, as its history names it: 'Clients', or 'Everything: Clients, Client images, …'. */
export function syncRunName(job: AdminJob): string {
  const section = job.params.section;
  if (section === 'all') return `Everything: ${AIRTABLE_SECTIONS.map((s) => SECTION_LABELS[s]).join(', ')}`;
  return SECTION_LABELS[section as AirtableSection] ?? 'Sync';
}

/**
 * A sync's bar: the run's percent (each section an equal share, below 100 until the end) and the
 * section under way ('Syncing Videos, section 4 of 5 · 120 records so far'); null for a run of
 * before sections were kept (the bar then counts records).
 */
export function syncMeasure(state: JobProgressEvent): JobMeasure | null {
  const summary = syncSummaryOf(state.summary);
  if (!summary) return null;
  const { sections, percent } = summary;
  const running = sections.findIndex((s) => s.state === 'running');
  const records = plural(state.done, 'record');
  if (running >= 0) {
    const where = sections.length > 1 ? `, section ${running + 1} of ${sections.length}` : '';
    return { percent, text: `Syncing ${SECTION_LABELS[sections[running]!.section]}${where} · ${records} so far` };
  }
  return { percent, text: isJobActive(state.status) ? 'Preparing…' : records };
}
