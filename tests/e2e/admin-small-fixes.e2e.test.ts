import { beforeAll, describe, expect, it } from 'vitest';
import { openApiReference } from './api-reference';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signedInAdmin, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('smaller admin fixes', () => {
  it('home: a signed-in admin sees the admin bar without Database and Sync, and no Sign in after hydration', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Admin shortcuts' });
    await shortcuts.getByRole('link', { name: 'Gallery' }).waitFor();
    expect(await shortcuts.getByRole('link', { name: 'Database' }).count()).toBe(0);
    expect(await shortcuts.getByRole('link', { name: 'Sync' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('home: the owner sees Database and Sync in the admin bar', { timeout: 120_000 }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    await signIn(page, account(server, 'owner'), '/');
    const shortcuts = page.getByRole('navigation', { name: 'Admin shortcuts' });
    await shortcuts.getByRole('link', { name: 'Database' }).waitFor();
    await shortcuts.getByRole('link', { name: 'Sync' }).waitFor();
    await context.close();
  });

  it('Test Mode: toggling it says so in a toast', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/test');
    const toggle = page.getByRole('switch', { name: /Test mode is/ });
    const was = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(was);
    await expectToast(page, was === 'true' ? 'Test mode off' : 'Test mode on');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(was);
    await expectToast(page, was === 'true' ? 'Test mode on' : 'Test mode off');
    await context.close();
  });

  it('/admin/docs: the reference is titled for this API and offers no vendor actions', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const frame = await openApiReference(page);
    for (const vendor of ['Deploy', 'Ask AI', 'Generate SDK', 'Generate MCP']) {
      expect(await frame.locator('button, a').filter({ hasText: vendor }).count(), vendor).toBe(0);
    }
    const title = await page.frames().find((f) => f.url().includes('/docs-reference'))?.title();
    expect(title).toBe('Podium public API reference');
    await context.close();
  });
});
