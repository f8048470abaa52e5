import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import * as repo from '../clients/clients.repo';
import { compareNames, type Hit, Segment } from './segment';
import { parseQuery } from './tokens';

/** Profiles read per query while building, so other queries get their turn on the database. */
const BUILD_BATCH = 5_000;
/** Rows updated this long before a refresh are read again by the next one (transactions that committed late). */
const REFRESH_OVERLAP_MS = 60_000;
/** Changed profiles kept beside the base segment before the base is rebuilt in the background. */
const MAX_CHANGED = 2_000;

/** One page of ranked search results and the number of profiles that matched. */
interface SearchPage {
  rows: repo.ClientCardRow[];
  total: number;
}

/** The index's state: a base segment built in bulk, profiles changed since (their own segment), and base profiles they replace or that are gone. */
interface State {
  base: Segment;
  dead: Uint8Array;
  changed: Map<number, repo.SearchRow>;
  recent: Segment;
  /** Rows updated after this are read by the next refresh. */
  since: Date;
}

/**
 * In-process search over listed profiles, typo tolerant, built from the database (the only
 * source of truth) and refreshed when marked stale: profiles updated since the last refresh
 * are read again, and when the count of listed profiles disagrees, deleted ones are found by
 * id. Searches wait for the first build; later ones are served from the current state while a
 * refresh or a background rebuild runs, never from a half-built one.
 */
export class SearchIndex {
  private state?: State;
  private stale = true;
  private refreshing?: Promise<void>;
  private rebuilding = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  /** Profiles may have changed: the next search refreshes the index first. */
  markStale(): void {
    this.stale = true;
  }

  /** Brings the index up to date if it is stale (the first call builds it). */
  async ensureFresh(): Promise<void> {
    while (this.stale || this.refreshing) {
      if (!this.refreshing) {
        this.stale = false;
        this.refreshing = this.refresh()
          .catch((error: unknown) => {
            this.stale = true;
            throw error;
          })
          .finally(() => {
            this.refreshing = undefined;
          });
      }
      await this.refreshing;
    }
  }

  /** One page of listed profiles matching the query, best first (see Segment.search for the ranking). */
  async search(q: string, page: { limit: number; offset: number }): Promise<SearchPage> {
    await this.ensureFresh();
    const { base, dead, recent } = this.state!;
    const words = parseQuery(q);
    const want = page.offset + page.limit;
    const found = [base.search(words, want, dead), recent.search(words, want)];
    const hits = found.flatMap((f) => f.hits).sort(byRank);
    return { rows: hits.slice(page.offset, want).map((h) => h.card), total: found[0].total + found[1].total };
  }

  /**
   * How many listed profiles there are, and for each token how many of them hold it in their
   * name, headline or bio: the directory's document frequencies (profile keyword extraction).
   */
  async documentFrequencies(tokens: readonly string[]): Promise<{ documents: number; counts: Map<string, number> }> {
    await this.ensureFresh();
    const state = this.state!;
    const counts = new Map(tokens.map((t) => [t, state.base.documentFrequency(t, state.dead) + state.recent.documentFrequency(t)]));
    return { documents: liveCount(state), counts };
  }

  private async refresh(): Promise<void> {
    if (!this.state) {
      const started = Date.now();
      this.state = await this.build();
      this.log.info({ profiles: this.state.base.size, ms: Date.now() - started }, 'search index built');
      return;
    }
    const state = this.state;
    const { listed, now } = await repo.countListedNow(this.db);
    const updated = await repo.listSearchRowsUpdatedSince(this.db, state.since);
    let changes = updated.filter((row) => applyRow(state, row)).length;
    if (liveCount(state) !== listed) changes += dropMissing(state, new Set(await repo.listListedIds(this.db)));
    state.since = new Date(now.getTime() - REFRESH_OVERLAP_MS);
    if (changes > 0) state.recent = new Segment([...state.changed.values()].sort((a, b) => a.id - b.id));
    if (state.changed.size > MAX_CHANGED && !this.rebuilding) void this.rebuildInBackground();
  }

  /** Reads every listed profile in batches and builds a fresh state. */
  private async build(): Promise<State> {
    const { now } = await repo.countListedNow(this.db);
    const rows: repo.SearchRow[] = [];
    for (let batch = await repo.listSearchRows(this.db, 0, BUILD_BATCH); batch.length > 0; ) {
      rows.push(...batch);
      batch = batch.length < BUILD_BATCH ? [] : await repo.listSearchRows(this.db, batch[batch.length - 1].id, BUILD_BATCH);
    }
    const base = new Segment(rows);
    return { base, dead: new Uint8Array(base.size), changed: new Map(), recent: new Segment([]), since: new Date(now.getTime() - REFRESH_OVERLAP_MS) };
  }

  /** Folds the changed profiles into a new base while the current state keeps serving; newer changes are carried over. */
  private async rebuildInBackground(): Promise<void> {
    this.rebuilding = true;
    try {
      const next = await this.build();
      const current = this.state!;
      for (const row of current.changed.values()) applyRow(next, row);
      next.recent = new Segment([...next.changed.values()].sort((a, b) => a.id - b.id));
      next.since = current.since < next.since ? current.since : next.since;
      this.state = next;
      this.markStale();
    } catch (error) {
      this.log.warn({ err: error }, 'search index rebuild failed; the current one keeps serving');
    } finally {
      this.rebuilding = false;
    }
  }
}

/** Creates the search index and starts building it, so the first searches find it ready. */
export function createSearchIndex(db: Db, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): SearchIndex {
  const index = new SearchIndex(db, log);
  index.ensureFresh().catch((error: unknown) => log.warn({ err: error }, 'search index build failed; the next search retries'));
  return index;
}

function byRank(a: Hit, b: Hit): number {
  return a.rank - b.rank || compareNames(a.card, b.card);
}

/** Records a profile read again; false when the index already had this version of it. */
function applyRow(state: State, row: repo.SearchRow): boolean {
  const doc = state.base.indexOf(row.id);
  const known = state.changed.get(row.id)?.updatedAt.getTime() ?? (doc >= 0 && !state.dead[doc] ? state.base.updatedAt[doc] : undefined);
  if (known === row.updatedAt.getTime() && row.listed) return false;
  if (known === undefined && !row.listed) return false;
  if (doc >= 0) state.dead[doc] = 1;
  if (row.listed) state.changed.set(row.id, row);
  else state.changed.delete(row.id);
  return true;
}

/** Removes profiles that are no longer listed (deleted); returns how many. */
function dropMissing(state: State, listed: Set<number>): number {
  let dropped = 0;
  state.base.ids.forEach((id, doc) => {
    if (!state.dead[doc] && !listed.has(id)) {
      state.dead[doc] = 1;
      dropped++;
    }
  });
  for (const id of state.changed.keys()) {
    if (!listed.has(id)) {
      state.changed.delete(id);
      dropped++;
    }
  }
  return dropped;
}

function liveCount(state: State): number {
  return state.dead.reduce((n, d) => n - d, state.base.size) + state.changed.size;
}
