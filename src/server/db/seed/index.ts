import { count, sql } from 'drizzle-orm';
import { TEST_MODE_KEY } from '@shared/limits';
import { uploadsDir } from '@server/integrations/storage/upload-storage';
import { hashPassword } from '@server/lib/passwords';
import type { Db } from '../client';
import { clients, clientTeamAssignments, settings } from '../schema';
import { accountsBox, type DemoAccount, planDemoAccounts } from './accounts';
import { insertDemoBookingDesk } from './booking-desk';
import { demoSlugOf } from './content';
import { insertDemoDirectory } from './insert-directory';
import { DEMO_PEOPLE } from './people';
import { demoImagesIn } from './prerendered-images';
import { upsertUserWithHash } from './upsert-user';

/** What the seed made: how many profiles, and the accounts with their one-time passwords. */
export interface SeedSummary {
  clients: number;
  accounts: DemoAccount[];
}

/** Advisory lock key that serialises seeding when several nodes start on one empty PostgreSQL. */
const SEED_LOCK = 7_324_001;

const clientCount = async (db: Db) => (await db.select({ n: count() }).from(clients))[0].n;

/**
 * On an empty database (no clients), seeds the demo directory, settings, accounts and booking desk in one
 * transaction and prints the accounts once through `print`. Images are put in DATA_DIR/uploads
 * (the build's prerendered set, copied while the rows go in, or rendered first); the accounts'
 * passwords are hashed while the rows go in too. Returns undefined, and changes nothing,
 * when there was data already or another process seeded first.
 */
export async function seedDemoIfEmpty(db: Db, options: { dataDir: string; print: (line: string) => void }): Promise<SeedSummary | undefined> {
  if ((await clientCount(db)) > 0) return undefined;
  const started = Date.now();
  const planned = planDemoAccounts(DEMO_PEOPLE.map((person) => ({ slug: demoSlugOf(person), name: person.name })));
  // argon2 runs on libuv's threads: the accounts' hashes are made while the directory goes in
  const hashes = Promise.all(planned.map((account) => hashPassword(account.password)));
  hashes.catch(() => undefined);
  const { images, written } = await demoImagesIn(uploadsDir(options.dataDir), DEMO_PEOPLE);
  const accounts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await clientCount(tx)) > 0) return undefined;
    const profiles = await insertDemoDirectory(tx, DEMO_PEOPLE, images);
    await tx.insert(settings).values({ key: TEST_MODE_KEY, value: 'false' }).onConflictDoNothing();
    const passwordHashes = await hashes;
    const userIds = new Map<string, number>();
    for (const [i, account] of planned.entries()) {
      const clientId = profiles.find((p) => p.slug === account.clientSlug)?.id ?? null;
      const { id } = await upsertUserWithHash(tx, { email: account.email, passwordHash: passwordHashes[i]!, role: account.role, name: account.name, clientId });
      userIds.set(account.role, id);
    }
    await assignDemoTeam(tx, planned, profiles, userIds);
    await insertDemoBookingDesk(tx, profiles, DEMO_PEOPLE, userIds.get('admin') ?? null);
    return planned;
  });
  await written;
  if (!accounts) return undefined;
  for (const line of accountsBox(accounts)) options.print(line);
  options.print(`Seeded ${DEMO_PEOPLE.length} demo profiles in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { clients: DEMO_PEOPLE.length, accounts };
}

/**
 * The agency people on the demo guests' profiles, so their Team page lists someone: the admin
 * and the owner look after the guests' clients (the team member stays on their own client).
 */
async function assignDemoTeam(db: Db, accounts: DemoAccount[], profiles: { id: number; slug: string }[], userIds: Map<string, number>): Promise<void> {
  const guestClients = accounts.flatMap((a) => (a.role === 'guest' ? profiles.filter((p) => p.slug === a.clientSlug) : []));
  const staff = (['admin', 'owner'] as const).flatMap((role) => userIds.get(role) ?? []);
  const rows = guestClients.flatMap((c) => staff.map((userId) => ({ clientId: c.id, userId })));
  if (rows.length > 0) await db.insert(clientTeamAssignments).values(rows).onConflictDoNothing();
}
