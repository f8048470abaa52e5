import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEmbedded } from '../src/server/db/client';
import { clients, clientTeamAssignments, users } from '../src/server/db/schema';
import { verifyPassword } from '../src/server/lib/passwords';
import { openTestDatabase, testDatabaseUrl } from './helpers/databases';

const root = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'podium-cli-'));

/** Runs the CLI as `npm run user:create` would (tsx), on the temp DATA_DIR and embedded database unless told otherwise. */
function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/user-create.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The stored account with that email (any case) and the client ids it is a team member of. */
async function readUser(email: string) {
  const database = await openEmbedded(dataDir);
  try {
    const user = (await database.db.select().from(users)).find((u) => u.email.toLowerCase() === email.toLowerCase());
    const teams = (await database.db.select().from(clientTeamAssignments)).filter((a) => a.userId === user?.id).map((a) => a.clientId);
    return user && { ...user, teams };
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
    const created = cli(['--email', 'Grace@Example.test', '--password', 'first-secret', '--role', 'team', '--client', 'ada', '--name', 'Grace H']);
    expect(created.code).toBe(0);
    expect(created.out).toContain('Created team Grace@Example.test for Ada Lovelace (/profile/ada)');
    const team = await readUser('grace@example.test');
    expect(team).toMatchObject({ role: 'team', name: 'Grace H', teams: [team?.clientId] });
    const updated = cli(['--email', 'grace@example.test', '--password', 'second-secret', '--role', 'admin']);
    expect(updated.code).toBe(0);
    expect(updated.out).toContain('Updated admin');
    const user = await readUser('grace@example.test');
    expect(user).toMatchObject({ id: team?.id, role: 'admin', name: 'Grace H', clientId: null, teams: [] });
    expect(user?.passwordHash).not.toContain('second-secret');
    expect(await verifyPassword(user?.passwordHash, 'second-secret')).toBe(true);
    expect(await verifyPassword(user?.passwordHash, 'first-secret')).toBe(false);
  }, 60_000);

  it('refuses bad arguments with exit 2 and the usage', () => {
    for (const args of [
      ['--email', 'a@b.test', '--password', 'short', '--role', 'admin'],
      ['--email', 'a@b.test', '--password', 'long-enough', '--role', 'boss'],
      ['--email', 'a@b.test', '--password', 'long-enough', '--role', 'guest'],
      ['--email', 'not-an-email', '--password', 'long-enough', '--role', 'admin'],
      ['--bogus'],
    ]) {
      const result = cli(args);
      expect(result.code).toBe(2);
      expect(result.out).toContain('Usage: npm run user:create');
    }
  }, 60_000);

  it('refuses an unknown client slug', () => {
    const result = cli(['--email', 'x@y.test', '--password', 'long-enough', '--role', 'team', '--client', 'nobody']);
    expect(result.code).toBe(1);
    expect(result.out).toContain("No client with the slug 'nobody'");
  }, 30_000);

  describe('while another process holds the embedded database', () => {
    let holder: ChildProcess;
    const release = () => {
      holder.kill();
      rmSync(join(dataDir, 'db.lock'), { force: true });
    };
    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      writeFileSync(join(dataDir, 'db.lock'), String(holder.pid));
    });
    afterAll(release);

    it.runIf(testDatabaseUrl)(
      'works on PostgreSQL (DATABASE_URL), which the lock does not concern',
      async () => {
        const database = await openTestDatabase(inject('pgliteTemplate'));
        try {
          const result = cli(['--email', 'pg@y.test', '--password', 'long-enough', '--role', 'owner'], { DATABASE_URL: database.url ?? '' });
          expect(result.out).toContain('Created owner pg@y.test');
          expect(result.code).toBe(0);
          const rows = await database.db.select({ role: users.role }).from(users);
          expect(rows).toEqual([{ role: 'owner' }]);
        } finally {
          await database.close();
        }
      },
      30_000,
    );

    it('says to stop the server first and changes nothing', async () => {
      const result = cli(['--email', 'late@y.test', '--password', 'long-enough', '--role', 'admin']);
      expect(result.code).toBe(1);
      expect(result.out).toContain('Stop the server first.');
      release();
      expect(await readUser('late@y.test')).toBeUndefined();
    }, 30_000);
  });
});
