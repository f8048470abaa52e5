import { beforeAll, describe, expect, it } from 'vitest';
import { openApiReference } from './api-reference';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/docs: the public API’s reference', () => {
  it('/admin/docs: the reference is titled for this API and offers no vendor actions', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const frame = await openApiReference(page);
    for (const vendor of ['Deploy', 'Ask AI', 'Generate SDK', 'Generate MCP']) {
      expect(await frame.locator('button, a').filter({ hasText: vendor }).count(), vendor).toBe(0);
    }
    const title = await page
      .frames()
      .find((f) => f.url().includes('/docs-reference'))
      ?.title();
    expect(title).toBe('Podium public API reference');
    await context.close();
  });

  it('/admin/docs: an operation’s curl sample is a whole request to this server with the bearer key', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const frame = await openApiReference(page);
    // the reference draws an operation's samples as they come into view: scroll down to the first
    const box = (await page.locator('iframe[title="API reference"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const sample = frame.locator('pre, code').filter({ hasText: "curl '" }).filter({ visible: true }).first();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return sample.count();
      })
      .toBeGreaterThan(0);
    const text = await sample.innerText();
    expect(text).toContain(`curl '${server.baseUrl}/api/v1/profiles`);
    expect(text).toContain("--header 'Authorization: Bearer");
    await expectAccessible(page);
    await context.close();
  });
});
