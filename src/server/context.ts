import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AppMetrics } from './platform/metrics';
import type { AirtableClient } from './integrations/airtable/airtable-client';
import type { Mailer } from './integrations/mail/mailer';
import type { UploadStorage } from './integrations/storage/upload-storage';
import type { InvalidationBus } from './lib/invalidation-bus';
import type { ReadCache } from './lib/read-cache';
import type { Realtime } from './realtime/io';
import type { EventBus } from './platform/events';

/**
 * What every feature's routes receive: configuration, the database and the integrations. A domain
 * adds what it keeps for the others by declaration merging in its index.ts (the directory's `search`).
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Hot public reads; invalidate through `bus` after a write. */
  cache: ReadCache;
  bus: InvalidationBus;
  /** The domains' events: one publishes, the domains after it subscribe in their index.ts. */
  events: EventBus;
  /** Socket.IO (live messages), across nodes on PostgreSQL. */
  realtime: Realtime;
  /** Uploaded files: the local disk, or S3 with STORAGE=s3. */
  storage: UploadStorage;
  /** The Airtable REST client (one per process: its rate limit is shared by every caller); `configured` is false without a key and base. */
  airtable: AirtableClient;
  /** The app's Prometheus metrics (/metrics): job runs and outside calls are counted through it. */
  metrics: AppMetrics;
}
