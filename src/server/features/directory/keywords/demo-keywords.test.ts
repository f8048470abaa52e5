import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { clients } from '@server/db/schema';
import { seedDemoIfEmpty } from '@server/db/seed';

/** Pills today's extraction made of the demo directory that no host would book a guest for: rhetoric, titles, formats, places, verbs, pieces of clauses, lone plurals. */
const NOT_TOPICS = [
  'Mistakes worth avoiding',
  'Concrete examples',
  'Chief Executive Officer',
  'Chief Technology Officer',
  'Financial',
  'Information Security',
  'Managing Partner',
  'Global Head',
  'Co-founder',
  'CEO',
  'Cobalt Fintech panel',
  'Northwind Logistics panel',
  'Loom fireside chat',
  'Save lives',
  'Customers choose',
  'Employers owe',
  'Investors fund',
  'Retention lives',
  'Distance disappear',
  'Small businesses love',
  'Insight beats data',
  'Returned Brightline',
  'Neighbors followed',
  'Team took Tessellate',
  'Stop Selling',
  'Thousand dashboards',
  'Million work hours',
  'Thirty-eight',
  'Worth',
  'Check',
  'Ask',
  'Thank',
  'Defend',
  'Fits',
  'Growing',
  'Measure',
  'Fix',
  'Designed',
  'Pays',
  'Loved',
  'Seattle',
  'Miami',
  'San Francisco',
  'Los Angeles',
  'Montreal',
  'Portland',
  'Hartford',
  'York',
  'Zero',
  'Promoted',
  'Net',
  'World',
  'Leaders',
  'Margins rose',
  'Business case plants',
  'Sales motion customers',
  'Buyers',
];

/** Topics the demo guests are booked for, which their extracted keywords must hold. */
const EXPECTED: Record<string, string[]> = {
  'Amara Okafor': ['Digital front doors', 'Hospital operations'],
  'Priya Raman': ['Explainable AI', 'Hiring senior engineers'],
  'Oliver Brandt': ['Climate risk', 'Legacy systems'],
  'Sofia Lindqvist': ['Net zero', 'Decarbonization'],
  'Samuel Osei': ['Incident response', 'Cyber risk'],
  'Benjamin Clarke': ['Climate adaptation', 'Agriculture'],
  'Yasmin Farouk': ['Mental health', 'Care deserts'],
};

let t: TestApp;
const extracted = new Map<string, string[]>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db, { dataDir: t.config.dataDir, print: () => {} });
  const cookie = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  for (const c of await t.db.select({ id: clients.id, name: clients.name }).from(clients)) {
    const res = await t.app.inject({ method: 'POST', url: `/api/clients/${c.id}/extract-profile-keywords`, headers: { cookie } });
    extracted.set(
      c.name,
      res.json().map((k: { name: string }) => k.name),
    );
  }
}, 120_000);
afterAll(() => t.close());

it('makes no demo profile a pill of rhetoric, a job title, a talk format, a place or a verb', () => {
  expect(extracted.size).toBeGreaterThanOrEqual(24);
  const lower = new Set(NOT_TOPICS.map((p) => p.toLowerCase()));
  const found = [...extracted].flatMap(([name, pills]) => pills.filter((p) => lower.has(p.toLowerCase())).map((p) => `${name}: ${p}`));
  expect(found).toEqual([]);
});

it('finds the topics the demo guests are booked for', () => {
  for (const [name, topics] of Object.entries(EXPECTED)) expect(extracted.get(name), name).toEqual(expect.arrayContaining(topics));
});
