import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { mediaImages, profileKeywords, talkingPoints } from '@server/db/schema';

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, { slug: 'counted' });
  clientId = client.id;
  await t.db.insert(mediaImages).values([1, 2, 3].map((i) => ({ clientId, url: `https://img.example/${i}.jpg`, position: i })));
  await t.db.insert(talkingPoints).values([1, 2].map((i) => ({ clientId, talkingPointTitle: `Point ${i}`, position: i })));
  await t.db.insert(profileKeywords).values([{ clientId, name: 'growth', position: 1 }]);
  // the app's start-up clean-up (expired tokens, old logs) runs in the background: let it end, or its
  // statements land in a count below (seen once on PostgreSQL)
  for (let i = 0; i < 50 && (await queriesDuring(() => new Promise((r) => setTimeout(r, 100)))) > 0; i++);
});
afterAll(() => t.close());

/** How many statements a PGlite wire-protocol request carries: its Bind (extended) and Query (simple) messages. */
function statementsIn(request: Uint8Array): number {
  const view = new DataView(request.buffer, request.byteOffset, request.byteLength);
  let statements = 0;
  for (let at = 0; at < request.length; at += 1 + view.getInt32(at + 1)) {
    if (request[at] === 0x42 || request[at] === 0x51) statements++;
  }
  return statements;
}

/**
 * Counts the statements sent to the database while `run` runs: on PGlite every query, Drizzle's or
 * a prepared statement's, goes through execProtocolRaw; on PostgreSQL through the pool.
 */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const { pglite, pool } = t.database;
  const raw = pglite && vi.spyOn(pglite, 'execProtocolRaw');
  const pooled = pool && vi.spyOn(pool, 'query');
  try {
    await run();
    return (raw?.mock.calls.reduce((n, [request]) => n + statementsIn(request), 0) ?? 0) + (pooled?.mock.calls.length ?? 0);
  } finally {
    raw?.mockRestore();
    pooled?.mockRestore();
  }
}

it('reads a profile that is not cached, with its media images, in one query', async () => {
  let body: { mediaImages: unknown[]; name: string } | undefined;
  const count = await queriesDuring(async () => {
    body = (await t.app.inject({ url: '/api/clients/counted' })).json();
  });
  expect(body?.mediaImages).toHaveLength(3);
  expect(count).toBe(1);
  expect(await queriesDuring(() => t.app.inject({ url: '/api/clients/counted' }))).toBe(0);
});

it('reads each list of a profile that is not cached in one query, unknown clients included', async () => {
  for (const list of ['talking-points', 'keywords', 'media-images', 'video-keywords']) {
    const count = await queriesDuring(async () => {
      expect((await t.app.inject({ url: `/api/clients/${clientId}/${list}` })).statusCode).toBe(200);
    });
    expect(count, list).toBe(1);
    const missing = await queriesDuring(async () => {
      expect((await t.app.inject({ url: `/api/clients/999999/${list}` })).statusCode).toBe(404);
    });
    expect(missing, list).toBe(1);
  }
});
