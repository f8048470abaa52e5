import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarnings } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env });

it('keeps logs 90 days unless LOG_RETENTION_DAYS says otherwise', () => {
  expect(load({}).logRetentionDays).toBe(90);
  expect(load({ LOG_RETENTION_DAYS: '30' }).logRetentionDays).toBe(30);
});

it.each(['0', '-5', '1.5', 'abc', '', '36501'])('refuses LOG_RETENTION_DAYS=%j with a message naming it', (value) => {
  expect(() => load({ LOG_RETENTION_DAYS: value })).toThrow(ConfigError);
  expect(() => load({ LOG_RETENTION_DAYS: value })).toThrow(/LOG_RETENTION_DAYS/);
});

it('reaches YouTube at the public API without a key unless configured', () => {
  expect(load({}).youtube).toEqual({ apiKey: undefined, baseUrl: 'https://www.googleapis.com/youtube/v3', timeoutMs: 8_000, dailyQuota: 10_000 });
  expect(load({ YOUTUBE_API_KEY: '  ' }).youtube.apiKey).toBeUndefined();
  expect(load({ YOUTUBE_API_KEY: 'k-1', YOUTUBE_BASE_URL: 'http://127.0.0.1:9/v3/', YOUTUBE_TIMEOUT_MS: '500', YOUTUBE_DAILY_QUOTA: '300' }).youtube).toEqual({
    apiKey: 'k-1',
    baseUrl: 'http://127.0.0.1:9/v3',
    timeoutMs: 500,
    dailyQuota: 300,
  });
});

it.each([
  ['YOUTUBE_BASE_URL', 'not a url'],
  ['YOUTUBE_TIMEOUT_MS', '10'],
  ['YOUTUBE_TIMEOUT_MS', 'abc'],
  ['YOUTUBE_DAILY_QUOTA', '0'],
])('refuses %s=%j with a message naming it', (name, value) => {
  expect(() => load({ [name]: value })).toThrow(new RegExp(name));
});

it('emails unread messages after 15 quiet minutes, looking every 60 s, unless configured (0 minutes: off)', () => {
  expect(load({}).messageDigest).toEqual({ quietMinutes: 15, intervalSeconds: 60 });
  expect(load({ MESSAGE_DIGEST_QUIET_MINUTES: '0', MESSAGE_DIGEST_INTERVAL_SECONDS: '5' }).messageDigest).toEqual({ quietMinutes: 0, intervalSeconds: 5 });
  expect(load({ MESSAGE_DIGEST_QUIET_MINUTES: ' 1440 ' }).messageDigest.quietMinutes).toBe(1_440);
});

it.each([
  ['MESSAGE_DIGEST_QUIET_MINUTES', ''],
  ['MESSAGE_DIGEST_QUIET_MINUTES', '-1'],
  ['MESSAGE_DIGEST_QUIET_MINUTES', '1.5'],
  ['MESSAGE_DIGEST_QUIET_MINUTES', '1441'],
  ['MESSAGE_DIGEST_INTERVAL_SECONDS', '0'],
  ['MESSAGE_DIGEST_INTERVAL_SECONDS', 'abc'],
  ['MESSAGE_DIGEST_INTERVAL_SECONDS', '3601'],
])('refuses %s=%j with a message naming it', (name, value) => {
  expect(() => load({ [name]: value })).toThrow(new RegExp(name));
});

it('keeps uploads on the disk unless STORAGE=s3, which needs a bucket and both halves of a key pair', () => {
  expect(load({}).storage).toEqual({ kind: 'local' });
  expect(
    load({ STORAGE: 's3', S3_BUCKET: 'podium-files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage,
  ).toEqual({
    kind: 's3',
    s3: {
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'podium-files',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    },
  });
  expect(load({ STORAGE: 's3', S3_BUCKET: 'podium-files', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
    s3: { endpoint: undefined, credentials: undefined, forcePathStyle: false },
  });
  expect(() => load({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
  expect(() => load({ STORAGE: 's3', S3_BUCKET: 'podium-files', S3_ACCESS_KEY_ID: 'id' })).toThrow('set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  expect(() => load({ STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3');
  expect(() => load({ STORAGE: 's3', S3_BUCKET: 'No_Such Bucket' })).toThrow('S3_BUCKET must be a bucket name');
  expect(() => load({ STORAGE: 's3', S3_BUCKET: 'podium-files', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
});

it('switches /metrics on with METRICS_TOKEN (empty is off), and drains 5 s on SIGTERM within 25 s unless configured', () => {
  expect(load({}).metricsToken).toBeUndefined();
  expect(load({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
  expect(load({ METRICS_TOKEN: ' a-metrics-token-of-16 ' }).metricsToken).toBe('a-metrics-token-of-16');
  expect(load({}).shutdown).toEqual({ graceMs: 5_000, timeoutMs: 25_000 });
  expect(load({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' }).shutdown).toEqual({ graceMs: 0, timeoutMs: 1_000 });
});

it.each([
  ['METRICS_TOKEN', 'short'],
  ['METRICS_TOKEN', 'sixteen chars with spaces'],
  ['SHUTDOWN_GRACE_MS', '-1'],
  ['SHUTDOWN_GRACE_MS', '60001'],
  ['SHUTDOWN_TIMEOUT_MS', '999'],
  ['SHUTDOWN_TIMEOUT_MS', 'soon'],
  ['SHUTDOWN_TIMEOUT_MS', '5500'],
])('refuses %s=%j with a message naming it', (name, value) => {
  expect(() => load({ [name]: value })).toThrow(new RegExp(name));
});

it('warns of OUTBOUND_ALLOWED_PRIVATE_HOSTS in production only', () => {
  const hosts = { OUTBOUND_ALLOWED_PRIVATE_HOSTS: '127.0.0.1:4123' };
  expect(productionWarnings(load({ ...hosts, NODE_ENV: 'production' }))).toEqual([
    expect.stringMatching(/^OUTBOUND_ALLOWED_PRIVATE_HOSTS is set in production/),
  ]);
  expect(productionWarnings(load(hosts))).toEqual([]);
  expect(productionWarnings(load({ NODE_ENV: 'production' }))).toEqual([]);
});

it('lets an account upload 250 megapixels a minute unless UPLOAD_MEGAPIXELS_PER_MINUTE says otherwise', () => {
  expect(load({}).uploadPixelsPerMinute).toBe(250_000_000);
  expect(load({ UPLOAD_MEGAPIXELS_PER_MINUTE: '40' }).uploadPixelsPerMinute).toBe(40_000_000);
  expect(() => load({ UPLOAD_MEGAPIXELS_PER_MINUTE: '0' })).toThrow(/UPLOAD_MEGAPIXELS_PER_MINUTE/);
});

it('sends replies to MAIL_REPLY_TO when set (empty is unset), and refuses one that is not an address', () => {
  expect(load({}).mailReplyTo).toBeUndefined();
  expect(load({ MAIL_REPLY_TO: '' }).mailReplyTo).toBeUndefined();
  expect(load({ MAIL_REPLY_TO: ' bookings@agency.test ' }).mailReplyTo).toBe('bookings@agency.test');
  expect(() => load({ MAIL_REPLY_TO: 'the agency' })).toThrow(/MAIL_REPLY_TO must be an email address/);
});
