import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRule, listRoutes } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route contracts', () => {
  // Any change to who can reach an endpoint, or to the statuses it documents, shows as a diff of
  // this committed file; after a deliberate change, review it and run `npx vitest run tests/route-contract.test.ts -u`.
  it('are pinned: every /api route with its access rule and documented statuses', async () => {
    const lines = listRoutes(t.app).map((r) => `${r.key.padEnd(48)} ${describeRule(r.access).padEnd(22)} ${r.statuses.join(' ') || '-'}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-contracts.txt');
  });
});
