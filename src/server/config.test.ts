import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
