import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

/** First names of the generated profiles. */
export const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Marcus',
  'Nina',
  'Omar',
  'Priya',
  'Lena',
  'Diego',
  'Hana',
  'Kofi',
  'Sofia',
  'Ravi',
  'Elena',
  'Tomas',
  'Aisha',
  'Jonah',
  'Mei',
  'Felix',
  'Zara',
  'Caleb',
];
/** Last names of the generated profiles. */
export const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Reid',
  'Patel',
  'Haddad',
  'Sharma',
  'Novak',
  'Alvarez',
  'Kimura',
  'Mensah',
  'Rossi',
  'Iyer',
  'Petrova',
  'Berg',
  'Okafor',
  'Fischer',
  'Chen',
  'Laurent',
  'Nakamura',
  'Walsh',
];
/** Topics of the generated headlines and bios. */
export const TOPICS = [
  'leadership',
  'supply chains',
  'fintech',
  'healthcare',
  'climate',
  'marketing',
  'artificial intelligence',
  'retail',
  'culture',
  'negotiation',
];
/** Categories of the generated profiles. */
export const CATEGORIES = ['Leadership', 'Technology', 'Finance', 'Healthcare', 'Marketing', 'Entrepreneurship', 'Sustainability'];

const arr = (items: string[]) => sql.raw(`array[${items.map((i) => `'${i}'`).join(',')}]`);

/**
 * Makes sure the database holds `count` generated profiles (slugs bench-1 … bench-N), inserting
 * the missing ones in bulk with one INSERT … SELECT generate_series per batch.
 */
export async function seedBenchProfiles(db: Db, count: number, log: (line: string) => void): Promise<void> {
  const [{ existing }] = await db
    .execute<{ existing: number }>(sql`select count(*)::int as existing from clients where slug like 'bench-%'`)
    .then((r) => (r as unknown as { rows: { existing: number }[] }).rows);
  if (existing >= count) return;
  const started = Date.now();
  const batch = 20_000;
  for (let from = existing + 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into clients (slug, name, headline, narrative_bio, featured, goa_categories)
      select 'bench-' || i,
        (${arr(FIRST_NAMES)})[1 + i % 20] || ' ' || (${arr(LAST_NAMES)})[1 + (i / 20) % 20] || ' ' || i,
        'Chief Executive Officer on ' || (${arr(TOPICS)})[1 + i % 10],
        'A seasoned executive who speaks about ' || (${arr(TOPICS)})[1 + i % 10] || ' and ' || (${arr(TOPICS)})[1 + (i / 10) % 10] ||
          '. Two decades of building teams, turning companies around and advising boards.',
        i % 997 = 0,
        array[(${arr(CATEGORIES)})[1 + i % 7]]
      from generate_series(${from}::int, ${to}::int) as i`);
    log(`  profiles ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`);
  }
  await db.execute(sql`analyze clients`);
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A generated profile's fields, without a database: the same values the INSERT above gives profile `i` (1-based). */
export function benchProfile(i: number) {
  const topic = TOPICS[i % 10];
  return {
    slug: `bench-${i}`,
    name: `${FIRST_NAMES[i % 20]} ${LAST_NAMES[Math.floor(i / 20) % 20]} ${i}`,
    headline: `Chief Executive Officer on ${topic}`,
    narrativeBio: `A seasoned executive who speaks about ${topic} and ${TOPICS[Math.floor(i / 10) % 10]}. Two decades of building teams, turning companies around and advising boards.`,
    featured: i % 997 === 0,
    goaCategories: [CATEGORIES[i % 7]],
  };
}
