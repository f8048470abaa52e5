import { count } from 'drizzle-orm';
import { TEST_MODE_KEY } from '../../../shared/limits';
import { uploadsDir } from '../../plugins/uploads';
import type { Db } from '../client';
import { clients, settings } from '../schema';
import { accountsBox, type DemoAccount, randomPassword } from './accounts';
import { insertDemoDirectory } from './insert-directory';
import { type DemoImages, generateDemoImages } from './generate-images';
import { DEMO_PEOPLE } from './people';
import { upsertUser } from './upsert-user';

/** What the seed made: how many profiles, and the accounts with their one-time passwords. */
export interface SeedSummary {
  clients: number;
  accounts: DemoAccount[];
}

/**
 * On an empty database, seeds the demo directory and accounts in one transaction and prints the
 * accounts once. Images are generated locally first. Returns undefined when there was data already.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: { dataDir: string; print: (line: string) => void },
): Promise<SeedSummary | undefined> {
  const [{ n }] = await db.select({ n: count() }).from(clients);
  if (n > 0) return undefined;
  const started = Date.now();
  const images: DemoImages = await generateDemoImages(uploadsDir(options.dataDir), DEMO_PEOPLE);
  const accounts = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const slugs = await insertDemoDirectory(txDb, DEMO_PEOPLE, images);
    await txDb.insert(settings).values({ key: TEST_MODE_KEY, value: 'false' }).onConflictDoNothing();
    const guests = [slugs[0], slugs[1]];
    const made: DemoAccount[] = [
      { role: 'owner', email: 'owner@podium.local', name: 'Olivia Owner', password: randomPassword(), clientSlug: null },
      { role: 'admin', email: 'admin@podium.local', name: 'Adrian Admin', password: randomPassword(), clientSlug: null },
      { role: 'team', email: 'team@podium.local', name: 'Tessa Team', password: randomPassword(), clientSlug: slugs[2].slug },
      ...guests.map((g) => ({
        role: 'guest' as const,
        email: `${g.slug}@podium.local`,
        name: g.name,
        password: randomPassword(),
        clientSlug: g.slug,
      })),
    ];
    for (const account of made) {
      const client = slugs.find((s) => s.slug === account.clientSlug);
      await upsertUser(txDb, { email: account.email, password: account.password, role: account.role, name: account.name, clientId: client?.id ?? null });
    }
    return made;
  });
  for (const line of accountsBox(accounts)) options.print(line);
  options.print(`Seeded ${DEMO_PEOPLE.length} demo profiles in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { clients: DEMO_PEOPLE.length, accounts };
}
