import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { type AirtableMapping, loadAirtableMapping } from './integrations/airtable/airtable-mapping';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** An optional Airtable id (base or table): letters, digits, _ and -; empty is unset. */
const optionalId = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, `${name} must be an Airtable id (letters, digits, _ and -)`)
        .optional(),
    )
    .optional();

/**
 * A setting that is a whole number of `unit` from `min` to `max` (default `fallback`), each
 * refusal naming the variable; `zero` says what 0 means when it switches something off.
 */
function wholeNumber(name: string, unit: string, min: number, max: number, fallback: number, zero?: string) {
  const what = `${name} must be a whole number of ${unit}${zero ? ` (${zero})` : ''}`;
  return z.coerce.number({ error: what }).int(what).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`).default(fallback);
}

/**
 * Every environment variable the server reads, each with its meaning (`.describe`, or `.meta` with
 * `unset` when leaving it out does more than take a default): docs/configuration.md is written from
 * this by `npm run docs:config`, defaults and meanings alike.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port (0–65535)'),
  HOST: z.string().default('0.0.0.0').describe('interface to listen on'),
  DATA_DIR: z.string().min(1).default('./data').describe('embedded database (`db/`), uploads (`uploads/`) and the generated session secret'),
  DATABASE_URL: optionalUrl.describe('`postgres://…` to use a PostgreSQL server; unset = embedded PGlite in `DATA_DIR`'),
  SITE_NAME: z.string().min(1).default('Podium').describe('name used in titles, share tags and emails'),
  PUBLIC_URL: optionalUrl.describe('public address (`https://…`), used in email links; https makes cookies Secure'),
  SMTP_URL: optionalUrl.describe('`smtp://user:pass@host:587`; unset = mail is kept in the `outbox_emails` table and its link logged'),
  MAIL_FROM: z.string().default('Podium <no-reply@podium.local>').describe('sender of outgoing mail'),
  MAIL_REPLY_TO: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email('MAIL_REPLY_TO must be an email address that a person at the agency reads').optional())
    .optional()
    .describe(
      "the agency's mailbox a person reads: the `Reply-To` of every mail that invites a reply (booking desk, holds, invitations, release follow-ups, feedback) and the calendar invitations' organizer; unset = replies go to `MAIL_FROM`, as /admin/settings says. Other mails (sign-in, message digests, notices to the agency) say their replies are not read",
    ),
  SESSION_SECRET: z
    .string()
    .min(32, 'SESSION_SECRET must be at least 32 characters')
    .optional()
    .meta({ unset: 'generated', description: 'at least 32 characters; when unset one is generated once and kept in `DATA_DIR/session-secret`' }),
  RATE_LIMIT_DISABLED: z.enum(['true', 'false']).default('false').describe('`true` switches the global API limiter off (benchmarks); sign-in limits stay on'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`'),
  SEED_DEMO: z.enum(['true', 'false']).default('true').describe('seed the demo directory when the database is empty'),
  CLIENT_DIR: z.string().min(1).optional().meta({ unset: '`dist/client`', description: 'where the built web client is served from' }),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .describe('`true` behind a reverse proxy, so client addresses (for rate limits) come from `X-Forwarded-For`'),
  LOG_RETENTION_DAYS: z.coerce
    .number({ error: 'LOG_RETENTION_DAYS must be a whole number of days' })
    .int('LOG_RETENTION_DAYS must be a whole number of days')
    .min(1, 'LOG_RETENTION_DAYS must be at least 1 day')
    .max(36_500, 'LOG_RETENTION_DAYS must be at most 36500 days')
    .default(90)
    .describe('whole days (1–36500) that `error_log` and `navigation_events` rows are kept; older ones are deleted by the hourly clean-up, in batches'),
  YOUTUBE_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .describe("YouTube Data API v3 key for the profile's video scan; unset = the scan panel says YouTube is not configured and the scan answers 503"),
  YOUTUBE_BASE_URL: z
    .string()
    .trim()
    .transform((v) => v.replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, error: 'YOUTUBE_BASE_URL must be a full http(s) address' }))
    .default('https://www.googleapis.com/youtube/v3')
    .describe('where the YouTube Data API is reached (the tests point it at a local fake)'),
  YOUTUBE_TIMEOUT_MS: z.coerce
    .number({ error: 'YOUTUBE_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('YOUTUBE_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'YOUTUBE_TIMEOUT_MS must be at least 100')
    .max(60_000, 'YOUTUBE_TIMEOUT_MS must be at most 60000')
    .default(8_000)
    .describe('how long one YouTube call may take (100–60000 ms) before the scan answers 503'),
  YOUTUBE_DAILY_QUOTA: z.coerce
    .number({ error: 'YOUTUBE_DAILY_QUOTA must be a whole number of units' })
    .int('YOUTUBE_DAILY_QUOTA must be a whole number of units')
    .min(1, 'YOUTUBE_DAILY_QUOTA must be at least 1')
    .max(100_000_000, 'YOUTUBE_DAILY_QUOTA must be at most 100000000')
    .default(10_000)
    .describe(
      'YouTube Data API units (1–100000000; search 100, videos 1) the site may spend per UTC day; counted in `youtube_quota_usage`, calls past it are refused and the video spider stops',
    ),
  AIRTABLE_BASE_ID: optionalId('AIRTABLE_BASE_ID').describe(
    'the Airtable base (`app…`) of the roster; with `AIRTABLE_CLIENTS_TABLE`, /admin/directory links each client with a record id to its Airtable record ("Open in Airtable")',
  ),
  AIRTABLE_CLIENTS_TABLE: optionalId('AIRTABLE_CLIENTS_TABLE').describe('the clients table (`tbl…`) of that base, for those links'),
  AIRTABLE_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .describe(
      "an Airtable personal access token with `data.records:read` on the base; with `AIRTABLE_BASE_ID` it switches on /admin/sync and the retrievals of /admin/image-auditor and the profile page; unset = those say plainly that Airtable isn't configured",
    ),
  AIRTABLE_BASE_URL: z
    .string()
    .trim()
    .transform((v) => v.replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, error: 'AIRTABLE_BASE_URL must be a full http(s) address' }))
    .default('https://api.airtable.com')
    .describe('where the Airtable REST API is reached (the tests point it at a local fake)'),
  AIRTABLE_TIMEOUT_MS: z.coerce
    .number({ error: 'AIRTABLE_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('AIRTABLE_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'AIRTABLE_TIMEOUT_MS must be at least 100')
    .max(120_000, 'AIRTABLE_TIMEOUT_MS must be at most 120000')
    .default(15_000)
    .describe('how long one Airtable request may take (100–120000 ms)'),
  AIRTABLE_MAPPING_FILE: z
    .string()
    .trim()
    .optional()
    .describe('a JSON file naming your tables and fields (see [airtable.md](airtable.md)); a bad file stops the start with a message naming the problem'),
  AIRTABLE_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ error: 'AIRTABLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0 switches the schedule off)' })
    .int('AIRTABLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0 switches the schedule off)')
    .min(0, 'AIRTABLE_SYNC_INTERVAL_MINUTES must be at least 0')
    .max(10_080, 'AIRTABLE_SYNC_INTERVAL_MINUTES must be at most 10080 (a week)')
    .default(0)
    .describe('sync everything every N minutes (0–10080); `0` = only when an owner starts it; with several app nodes one runs it (a PostgreSQL advisory lock)'),
  // a string first: coercing '' would give 0, which here means off
  MESSAGE_DIGEST_QUIET_MINUTES: z
    .string()
    .trim()
    .regex(/^\d+$/, 'MESSAGE_DIGEST_QUIET_MINUTES must be a whole number of minutes (0 switches the digest off)')
    .transform(Number)
    .pipe(z.number().max(1_440, 'MESSAGE_DIGEST_QUIET_MINUTES must be at most 1440 (a day)'))
    .default(15)
    .describe(
      'whole minutes (0–1440) a team message stays unread before its recipients get one digest email of their unread messages; `0` switches digests off. Each account can turn them off, or leave the message text out, on the Messages page',
    ),
  MESSAGE_DIGEST_INTERVAL_SECONDS: z.coerce
    .number({ error: 'MESSAGE_DIGEST_INTERVAL_SECONDS must be a whole number of seconds' })
    .int('MESSAGE_DIGEST_INTERVAL_SECONDS must be a whole number of seconds')
    .min(1, 'MESSAGE_DIGEST_INTERVAL_SECONDS must be at least 1')
    .max(3_600, 'MESSAGE_DIGEST_INTERVAL_SECONDS must be at most 3600')
    .default(60)
    .describe('how often (1–3600 s) the server looks for messages due in a digest; with several app nodes one sends at a time (a PostgreSQL advisory lock)'),
  BOOKING_HOLDS_INTERVAL_SECONDS: z.coerce
    .number({ error: 'BOOKING_HOLDS_INTERVAL_SECONDS must be a whole number of seconds' })
    .int('BOOKING_HOLDS_INTERVAL_SECONDS must be a whole number of seconds')
    .min(1, 'BOOKING_HOLDS_INTERVAL_SECONDS must be at least 1')
    .max(3_600, 'BOOKING_HOLDS_INTERVAL_SECONDS must be at most 3600')
    .default(60)
    .describe(
      'how often (1–3600 s) every node expires the booking holds that ran out and sends the half-time reminders; each hold is claimed by one statement, so several nodes never expire or remind one twice',
    ),
  AUTO_DELETE_INTERVAL_HOURS: z.coerce
    .number({ error: 'AUTO_DELETE_INTERVAL_HOURS must be a whole number of hours (0 switches the daily run off)' })
    .int('AUTO_DELETE_INTERVAL_HOURS must be a whole number of hours (0 switches the daily run off)')
    .min(0, 'AUTO_DELETE_INTERVAL_HOURS must be at least 0')
    .max(720, 'AUTO_DELETE_INTERVAL_HOURS must be at most 720 (30 days)')
    .default(24)
    .describe(
      'how often (0–720 h) the enabled auto-delete rules run (/admin/auto-delete; every rule is off until switched on); `0` = never on a schedule; with several app nodes only one runs it (a claimed `admin_jobs` row)',
    ),
  FEEDS_INTERVAL_MINUTES: wholeNumber('FEEDS_INTERVAL_MINUTES', 'minutes', 0, 1_440, 10, '0 switches the schedule off').describe(
    'how often (0–1440 min) one node reads the podcast feeds that are due; `0` = never on a schedule',
  ),
  FEED_MAX_MEGABYTES: wholeNumber('FEED_MAX_MEGABYTES', 'megabytes', 1, 100, 10).describe(
    'the most megabytes (1–100) of one feed read, counted after decompression; a larger feed fails',
  ),
  FEED_TIMEOUT_SECONDS: wholeNumber('FEED_TIMEOUT_SECONDS', 'seconds', 1, 300, 20).describe(
    'how long reading one feed may take (1–300 s); past it the feed fails',
  ),
  FEED_MAX_ITEMS: wholeNumber('FEED_MAX_ITEMS', 'episodes', 10, 100_000, 2_000).describe(
    "the most episodes kept of one feed (10–100000): a read keeps the feed's newest (by date, else its order); older stored ones are deleted unless a match or an appearance refers to them",
  ),
  APPEARANCE_SCAN_INTERVAL_HOURS: wholeNumber('APPEARANCE_SCAN_INTERVAL_HOURS', 'hours', 0, 720, 168, '0 switches the weekly scan off').describe(
    "how often (0–720 h) every stored feed episode is matched against the clients, so appearances nobody booked become suggestions in the client's history; `0` = never on a schedule; with several app nodes one runs it at a time",
  ),
  RELEASE_FOLLOW_UP_DAYS: wholeNumber('RELEASE_FOLLOW_UP_DAYS', 'days', 1, 365, 45).describe(
    "days (1–365) after a booking was recorded, neither published nor cancelled and without a release link, that it is flagged 'Release overdue' and listed for the agency to follow up",
  ),
  UPLOAD_MEGAPIXELS_PER_MINUTE: wholeNumber('UPLOAD_MEGAPIXELS_PER_MINUTE', 'megapixels', 1, 100_000, 250).describe(
    "the pixels (in millions, 1–100000) one account's uploads may declare in a minute, across every upload route; past it 429, before anything is decoded",
  ),
  STORAGE: z
    .enum(['local', 's3'], { error: 'STORAGE must be local or s3' })
    .default('local')
    .describe(
      'where uploads are kept: `local` (`DATA_DIR/uploads`) or `s3` (an S3-compatible bucket: AWS, MinIO, Cloudflare R2, Backblaze B2…). With `s3`, new uploads go to the bucket; files already on the disk keep working and are moved by the owner on /admin/migrate-uploads',
    ),
  S3_ENDPOINT: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v.replace(/\/+$/, '')))
    .pipe(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be a full http(s) address' }).optional())
    .optional()
    .describe("the server's address (`https://…`) for anything but AWS itself"),
  S3_REGION: z.string().trim().min(1).default('us-east-1').describe("the bucket's region"),
  S3_BUCKET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and dashes)')
        .optional(),
    )
    .optional()
    .describe('the bucket; required with `STORAGE=s3`'),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .optional()
    .describe("the key pair's id, set with `S3_SECRET_ACCESS_KEY` or neither; unset = the AWS SDK's usual `AWS_*` variables"),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional().describe("the key pair's secret, set with `S3_ACCESS_KEY_ID` or neither"),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .meta({ unset: '`true` with `S3_ENDPOINT`', description: 'path-style addresses (`endpoint/bucket/key`), which most self-hosted servers need' }),
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,200}$/, 'METRICS_TOKEN must be 16 to 200 printable characters without spaces')
        .optional(),
    )
    .optional()
    .describe(
      'switches `/metrics` on: 16–200 printable characters, sent as `Authorization: Bearer <token>`; unset = `/metrics` answers 404 (see [deploy.md](deploy.md#health-and-metrics))',
    ),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds' })
    .int('SHUTDOWN_GRACE_MS must be a whole number of milliseconds')
    .min(0, 'SHUTDOWN_GRACE_MS must be at least 0')
    .max(60_000, 'SHUTDOWN_GRACE_MS must be at most 60000')
    .default(5_000)
    .describe(
      'on SIGTERM, how long (0–60000 ms) `/readyz` answers 503 while the node still serves, so load balancers take it out, before it stops taking connections',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1_000, 'SHUTDOWN_TIMEOUT_MS must be at least 1000')
    .max(600_000, 'SHUTDOWN_TIMEOUT_MS must be at most 600000')
    .default(25_000)
    .describe('the most a stop may take, grace included (1000–600000 ms, at least 1000 more than the grace); past it the process exits with 1'),
  NODE_ENV: z.string().trim().optional().meta({
    unset: 'unset; `production` when built',
    description:
      "`production` marks a production node: a setting meant for tests only (`OUTBOUND_ALLOWED_PRIVATE_HOSTS`) is then logged as a warning at start and named in `/readyz`'s warnings, and libraries take their production paths. The built server (`npm start`, `npm run serve`) runs with `production` unless `NODE_ENV` says otherwise; `npm run dev` leaves it unset",
  }),
  OUTBOUND_ALLOWED_PRIVATE_HOSTS: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^([^\s:[\]]+|\[[0-9a-f:.]+\]):\d{1,5}$/, 'OUTBOUND_ALLOWED_PRIVATE_HOSTS must be host:port pairs separated by commas')))
    .default([])
    .describe(
      "for tests only: `host:port` pairs, separated by commas, the SSRF-guarded fetcher (profile spider, feeds) may reach although they are private or loopback addresses (a local fake server); never set it in production: with `NODE_ENV=production` it is logged as a warning at start and named in `/readyz`'s warnings",
    ),
});

/** The validated configuration every part of the server reads. */
/** How the podcast feeds are read (FEEDS_INTERVAL_MINUTES, FEED_MAX_MEGABYTES, FEED_TIMEOUT_SECONDS, FEED_MAX_ITEMS) and how often all of them are scanned for appearances nobody booked (APPEARANCE_SCAN_INTERVAL_HOURS). */
export interface FeedsConfig {
  /** How often the feeds job looks for feeds due; 0 = no schedule. */
  intervalMinutes: number;
  /** The most bytes of a feed read, after decompression; more fails the feed. */
  maxBytes: number;
  timeoutMs: number;
  /**
   * The most episodes kept of one feed: a read keeps the feed's newest (by date, else its order);
   * older stored ones beyond it are deleted, unless a match or an appearance refers to them.
   */
  maxItems: number;
  /** How often the scan for appearances nobody booked runs; 0 = no schedule. */
  scanIntervalHours: number;
}

export interface Config {
  /** NODE_ENV=production (what `npm start` runs in unless NODE_ENV says otherwise). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteName: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_REPLY_TO: where replies to mails that invite one go (the agency's mailbox), and the calendar invitations' organizer. */
  mailReplyTo: string | undefined;
  sessionSecret: string;
  secureCookies: boolean;
  rateLimitEnabled: boolean;
  /** UPLOAD_MEGAPIXELS_PER_MINUTE in pixels: what one account's uploads may declare in a minute, across upload routes (features/directory/images/upload-budget). */
  uploadPixelsPerMinute: number;
  logLevel: string;
  seedDemo: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  clientDir: string;
  /** Days that error_log and navigation_events rows are kept before the hourly clean-up deletes them. */
  logRetentionDays: number;
  /** The YouTube Data API v3 used by the video scan; without a key the scan answers 503. */
  youtube: YouTubeConfig;
  /** The unread-message digest emails (features/messaging/message-digest). */
  messageDigest: MessageDigestConfig;
  /** BOOKING_HOLDS_INTERVAL_SECONDS: how often every node expires the holds that ran out and sends the half-time reminders (features/bookings/holds). */
  bookingHoldsIntervalSeconds: number;
  /** How the podcast feeds are read (features/directory/appearances/feeds) and the weekly scan for appearances nobody booked runs. */
  feeds: FeedsConfig;
  /** RELEASE_FOLLOW_UP_DAYS: a booking recorded longer ago than this without a release becomes a follow-up for the agency (features/bookings/releases). */
  releaseFollowUpDays: number;
  /** AUTO_DELETE_INTERVAL_HOURS: how often the enabled auto-delete rules run (features/operations/auto-delete); 0 = never on a schedule. */
  autoDeleteIntervalHours: number;
  /** The Airtable base of the roster (sync, retrievals, "Open in Airtable"); undefined parts when not configured. */
  airtable: AirtableConfig;
  /**
   * OUTBOUND_ALLOWED_PRIVATE_HOSTS: "host:port" pairs the SSRF-guarded fetcher (integrations/safe-fetch)
   * reaches although they are private, e.g. "127.0.0.1:4123". Meant for tests only (a local fake server); unset in production.
   */
  outboundAllowedPrivateHosts: string[];
  /** Where uploads are kept (integrations/storage): the local disk, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** METRICS_TOKEN: the bearer token /metrics asks for; undefined = /metrics is off (404). */
  metricsToken: string | undefined;
  /** How a SIGTERM stops the process (main.ts). */
  shutdown: ShutdownConfig;
}

/** SHUTDOWN_*: the draining stop of main.ts. */
export interface ShutdownConfig {
  /** SHUTDOWN_GRACE_MS: how long /readyz answers 503 before the node stops taking connections, so load balancers notice. */
  graceMs: number;
  /** SHUTDOWN_TIMEOUT_MS: the most a stop may take, grace included; past it the process exits with 1. */
  timeoutMs: number;
}

/** STORAGE and the S3_* variables. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Config };

/** An S3-compatible bucket: AWS, MinIO, Cloudflare R2, Backblaze B2, … */
export interface S3Config {
  /** S3_ENDPOINT; undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; undefined leaves the SDK's usual AWS_* variables in charge. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style addresses (endpoint/bucket/key), which most self-hosted servers need; on by default with S3_ENDPOINT. */
  forcePathStyle: boolean;
}

/** AIRTABLE_* : where the roster's Airtable base is and how the sync reads it. */
export interface AirtableConfig {
  /** AIRTABLE_API_KEY (a personal access token); the sync and retrievals need it and baseId. */
  apiKey: string | undefined;
  /** AIRTABLE_BASE_ID (app…). */
  baseId: string | undefined;
  /** AIRTABLE_CLIENTS_TABLE (tbl…): where "Open in Airtable" links a client's record. */
  clientsTable: string | undefined;
  /** AIRTABLE_BASE_URL without a trailing slash and without /v0 (a local fake in tests). */
  baseUrl: string;
  /** AIRTABLE_TIMEOUT_MS: how long one request may take. */
  timeoutMs: number;
  /** The tables and field names each section reads (AIRTABLE_MAPPING_FILE over the defaults). */
  mapping: AirtableMapping;
  /** AIRTABLE_SYNC_INTERVAL_MINUTES: how often everything is synced on a schedule; 0 = never. */
  syncIntervalMinutes: number;
}

/** When unread messages are emailed in a digest. */
export interface MessageDigestConfig {
  /** MESSAGE_DIGEST_QUIET_MINUTES: how long a message stays unread before a digest covers it; 0 = no digests. */
  quietMinutes: number;
  /** MESSAGE_DIGEST_INTERVAL_SECONDS: how often the scheduler looks for due messages. */
  intervalSeconds: number;
}

/** Where and how the video scan reaches the YouTube Data API v3. */
export interface YouTubeConfig {
  /** YOUTUBE_API_KEY; undefined when YouTube is not configured. */
  apiKey: string | undefined;
  /** YOUTUBE_BASE_URL without a trailing slash (a local fake in tests). */
  baseUrl: string;
  /** How long one upstream call may take (YOUTUBE_TIMEOUT_MS). */
  timeoutMs: number;
  /** The units of the YouTube Data API this site may spend per UTC day (YOUTUBE_DAILY_QUOTA); calls past it are refused. */
  dailyQuota: number;
}

/** Raised when an environment variable holds a bad value; the message names it. */
export class ConfigError extends Error {}

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The project folder: the nearest folder above this module with a package.json (from src/server and dist/server alike). */
function projectRoot(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** Parses and validates the environment, creating DATA_DIR and a kept session secret when unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteName: e.SITE_NAME,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    rateLimitEnabled: e.RATE_LIMIT_DISABLED !== 'true',
    uploadPixelsPerMinute: e.UPLOAD_MEGAPIXELS_PER_MINUTE * 1_000_000,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    clientDir: e.CLIENT_DIR ? resolve(e.CLIENT_DIR) : join(projectRoot(), 'dist', 'client'),
    logRetentionDays: e.LOG_RETENTION_DAYS,
    youtube: { apiKey: e.YOUTUBE_API_KEY, baseUrl: e.YOUTUBE_BASE_URL, timeoutMs: e.YOUTUBE_TIMEOUT_MS, dailyQuota: e.YOUTUBE_DAILY_QUOTA },
    messageDigest: { quietMinutes: e.MESSAGE_DIGEST_QUIET_MINUTES, intervalSeconds: e.MESSAGE_DIGEST_INTERVAL_SECONDS },
    bookingHoldsIntervalSeconds: e.BOOKING_HOLDS_INTERVAL_SECONDS,
    autoDeleteIntervalHours: e.AUTO_DELETE_INTERVAL_HOURS,
    feeds: {
      intervalMinutes: e.FEEDS_INTERVAL_MINUTES,
      maxBytes: e.FEED_MAX_MEGABYTES * 1024 * 1024,
      timeoutMs: e.FEED_TIMEOUT_SECONDS * 1000,
      maxItems: e.FEED_MAX_ITEMS,
      scanIntervalHours: e.APPEARANCE_SCAN_INTERVAL_HOURS,
    },
    releaseFollowUpDays: e.RELEASE_FOLLOW_UP_DAYS,
    airtable: {
      apiKey: e.AIRTABLE_API_KEY,
      baseId: e.AIRTABLE_BASE_ID,
      clientsTable: e.AIRTABLE_CLIENTS_TABLE,
      baseUrl: e.AIRTABLE_BASE_URL,
      timeoutMs: e.AIRTABLE_TIMEOUT_MS,
      mapping: airtableMappingOf(e.AIRTABLE_MAPPING_FILE),
      syncIntervalMinutes: e.AIRTABLE_SYNC_INTERVAL_MINUTES,
    },
    outboundAllowedPrivateHosts: e.OUTBOUND_ALLOWED_PRIVATE_HOSTS,
    storage: storageConfigOf(e),
    metricsToken: e.METRICS_TOKEN,
    shutdown: shutdownConfigOf(e.SHUTDOWN_GRACE_MS, e.SHUTDOWN_TIMEOUT_MS),
  };
}

/**
 * What the settings allow that production should not, in words for whoever runs the server:
 * logged at start and named by /readyz (which still answers ready). Empty outside production.
 */
export function productionWarnings(config: Pick<Config, 'production' | 'outboundAllowedPrivateHosts'>): string[] {
  if (!config.production || config.outboundAllowedPrivateHosts.length === 0) return [];
  return [
    `OUTBOUND_ALLOWED_PRIVATE_HOSTS is set in production: fetches from data may reach these private addresses (${config.outboundAllowedPrivateHosts.join(', ')}). It is meant for tests only; unset it.`,
  ];
}

/** The shutdown's grace and bound; a grace that leaves less than a second to close in is a configuration error. */
function shutdownConfigOf(graceMs: number, timeoutMs: number): ShutdownConfig {
  if (graceMs + 1_000 > timeoutMs) {
    throw new ConfigError('Invalid configuration:\n  SHUTDOWN_TIMEOUT_MS: must be at least 1000 more than SHUTDOWN_GRACE_MS, to leave time to close');
  }
  return { graceMs, timeoutMs };
}

/** The Airtable mapping file's tables and fields over the defaults; a bad file is a configuration error naming it. */
function airtableMappingOf(file: string | undefined): AirtableMapping {
  try {
    return loadAirtableMapping(file || undefined);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  AIRTABLE_MAPPING_FILE: ${(error as Error).message}`);
  }
}

/** STORAGE=s3 needs a bucket, and both halves of a key pair or neither. */
function storageConfigOf(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: STORAGE=s3 needs S3_BUCKET');
  const id = e.S3_ACCESS_KEY_ID || undefined;
  const secret = e.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(id) !== Boolean(secret))
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  return {
    kind: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
    },
  };
}
