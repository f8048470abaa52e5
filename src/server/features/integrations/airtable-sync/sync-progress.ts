import type { AirtableSection, SyncCounts, SyncSectionProgress, SyncSectionState, SyncSummary } from '@shared/api/integrations/airtable-sync';
import type { Outcome } from './record-upsert';

/** The records Airtable lists a page at a time (its most, and the client's default). */
export const AIRTABLE_PAGE_SIZE = 100;

/** Counts with nothing in them. */
const noCounts = (): SyncCounts => ({ new: 0, updated: 0, unchanged: 0, failed: 0 });

/** Tallies one outcome. */
function tally(counts: SyncCounts, outcome: Outcome): void {
  counts[typeof outcome === 'string' ? outcome : 'failed']++;
}

/**
 * How far a sync run is. Its sections are known from the start, and each is an equal share of the
 * run. Airtable gives no count, so the share of the section under way is its records read over
 * what it is expected to hold: the records it brought last time (`expected`), or at least one more
 * page. The percent never goes back and stays below 100 until every section is done.
 */
export class SyncProgress {
  readonly sections: SyncSectionProgress[];
  readonly counts = noCounts();
  private percentSoFar = 0;

  constructor(
    readonly asked: AirtableSection | 'all',
    order: readonly AirtableSection[],
    private readonly expected: Partial<Record<AirtableSection, number>> = {},
  ) {
    this.sections = order.map((section) => ({ section, state: 'waiting', records: 0, ...noCounts() }));
  }

  private entry(section: AirtableSection): SyncSectionProgress {
    const found = this.sections.find((s) => s.section === section);
    if (!found) throw new Error(`${section} is not part of this run`);
    return found;
  }

  /** The section starts. */
  start(section: AirtableSection): void {
    this.entry(section).state = 'running';
  }

  /** A page of the section was synced: its records' outcomes, in order. */
  page(section: AirtableSection, outcomes: Outcome[]): void {
    const entry = this.entry(section);
    entry.records += outcomes.length;
    for (const outcome of outcomes) {
      tally(entry, outcome);
      tally(this.counts, outcome);
    }
  }

  /** The section read its last page. */
  finish(section: AirtableSection): void {
    this.entry(section).state = 'done';
  }

  /** The run stopped (failed or cancelled): the section under way takes that state, the rest stay waiting. */
  stop(state: Extract<SyncSectionState, 'failed' | 'cancelled'>): void {
    for (const entry of this.sections) if (entry.state === 'running') entry.state = state;
  }

  /** Records read over every section so far. */
  get records(): number {
    return this.sections.reduce((n, s) => n + s.records, 0);
  }

  /** How far the run is, 0 to 100: 100 only once every section is done. */
  percent(): number {
    const done = this.sections.filter((s) => s.state === 'done').length;
    if (done === this.sections.length) return 100;
    const running = this.sections.find((s) => s.state === 'running');
    const share = running ? running.records / Math.max(this.expected[running.section] ?? 0, running.records + AIRTABLE_PAGE_SIZE) : 0;
    const percent = Math.min(99, Math.floor(((done + share) / this.sections.length) * 100));
    this.percentSoFar = Math.max(this.percentSoFar, percent);
    return this.percentSoFar;
  }

  /** The job's summary as it stands. */
  summary(): SyncSummary {
    return { ...this.counts, section: this.asked, sections: this.sections.map((s) => ({ ...s })), percent: this.percent() };
  }
}
