import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { adminJobs } from '../src/server/db/schema';
import { settleJobs } from '../src/server/jobs/run-job';
import { type SyncContext, startSync } from '../src/server/features/integrations/airtable-sync/airtable-sync.service';
import { createAirtableClient } from '../src/server/integrations/airtable/airtable-client';
import { createUploadStorage } from '../src/server/integrations/storage/upload-storage';
import { startFakeAirtable } from '../tests/fakes/airtable-server';

/** One timed sync: which (first, or a re-sync that changes nothing), its seconds, and the job's end. */
export interface SyncTiming {
  label: string;
  seconds: number;
  status: string;
  summary: unknown;
}

/**
 * Syncs `records` client records from the fake Airtable (answering at most `requestsPerSecond`)
 * into a fresh embedded database (PGlite): a first sync, then a re-sync that changes nothing; answers
 * the seconds of each.
 */
export async function timeSync(requestsPerSecond: number, records: number): Promise<SyncTiming[]> {
  const fake = await startFakeAirtable();
  fake.seedTable('Clients', records, (i) => ({
    Name: `Bench Speaker ${i}`,
    Slug: `bench-speaker-${i}`,
    Headline: `Keynote speaker number ${i}`,
    'Narrative Bio': `Speaker ${i} talks about calm leadership, growth and the future of work.`,
    'GOA Categories': ['Leadership', i % 2 ? 'Growth' : 'Culture'],
    'Website URL': `https://speaker-${i}.example.com`,
    Featured: i % 50 === 0,
  }));
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-sync-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(40),
    AIRTABLE_API_KEY: fake.apiKey,
    AIRTABLE_BASE_ID: fake.baseId,
    AIRTABLE_BASE_URL: fake.baseUrl,
  });
  const database = await openDatabase(config);
  const ctx: SyncContext = {
    db: database.db,
    database,
    config,
    storage: await createUploadStorage(dataDir, config.storage),
    bus: { invalidate: async () => undefined, close: async () => undefined },
    airtable: createAirtableClient({ ...config.airtable, requestsPerSecond }),
    metrics: { jobRun: () => undefined },
  };
  const timings: SyncTiming[] = [];
  try {
    for (const label of ['first sync', 're-sync (nothing changed)']) {
      const started = performance.now();
      const job = await startSync(ctx, null, 'clients');
      await settleJobs(database.db);
      const seconds = (performance.now() - started) / 1000;
      const [row] = await database.db.select().from(adminJobs).where(eq(adminJobs.id, job.id));
      timings.push({ label, seconds, status: row!.status, summary: row!.summary });
    }
    return timings;
  } finally {
    await database.close();
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
