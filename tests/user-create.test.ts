import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../src/server/db/client';
import { clients, users } from '../src/server/db/schema';
import { verifyPassword } from '../src/server/lib/passwords';

const root = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'podium-cli-'));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/user-create.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function readUser(email: string) {
  const database = await openEmbedded(dataDir);
  try {
    const rows = await database.db.select().from(users);
    return rows.find((u) => u.email.toLowerCase() === email.toLowerCase());
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openEmbedded(dataDir);
  await database.db.insert(clients).values({ slug: 'ada', name: 'Ada Lovelace', narrativeBio: 'Bio' });
  await database.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run user:create', () => {
  it('creates, then updates by email, a user with a hashed password', async () => {
    const created = cli('--email', 'Grace@Example.test', '--password', 'first-secret', '--role', 'guest', '--client', 'ada');
    expect(created.code).toBe(0);
    expect(created.out).toContain('Created guest Grace@Example.test for Ada Lovelace');
    const updated = cli('--email', 'grace@example.test', '--password', 'second-secret', '--role', 'admin');
    expect(updated.code).toBe(0);
    expect(updated.out).toContain('Updated admin');
    const user = await readUser('grace@example.test');
    expect(user?.role).toBe('admin');
    expect(user?.passwordHash).not.toContain('second-secret');
    expect(await verifyPassword(user?.passwordHash, 'second-secret')).toBe(true);
  }, 60_000);

  it('refuses bad arguments with exit 2 and the usage', () => {
    for (const args of [
      ['--email', 'a@b.test', '--password', 'short', '--role', 'admin'],
      ['--email', 'a@b.test', '--password', 'long-enough', '--role', 'boss'],
      ['--email', 'a@b.test', '--password', 'long-enough', '--role', 'guest'],
      ['--email', 'not-an-email', '--password', 'long-enough', '--role', 'admin'],
      ['--bogus'],
    ]) {
      const result = cli(...args);
      expect(result.code).toBe(2);
      expect(result.out).toContain('Usage: npm run user:create');
    }
  }, 60_000);

  it('refuses an unknown client slug', () => {
    const result = cli('--email', 'x@y.test', '--password', 'long-enough', '--role', 'team', '--client', 'nobody');
    expect(result.code).toBe(1);
    expect(result.out).toContain("No client with the slug 'nobody'");
  }, 30_000);

  describe('while another process holds the embedded database', () => {
    let holder: ChildProcess;
    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      writeFileSync(join(dataDir, 'db.lock'), String(holder.pid));
    });
    afterAll(() => {
      holder.kill();
      rmSync(join(dataDir, 'db.lock'), { force: true });
    });

    it('says to stop the server first and changes nothing', async () => {
      const result = cli('--email', 'late@y.test', '--password', 'long-enough', '--role', 'admin');
      expect(result.code).toBe(1);
      expect(result.out).toContain('Stop the server first.');
      holder.kill();
      rmSync(join(dataDir, 'db.lock'), { force: true });
      expect(await readUser('late@y.test')).toBeUndefined();
    }, 30_000);
  });
});
