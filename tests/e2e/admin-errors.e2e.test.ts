import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite, newContext } from './harness';
import { signedInAdmin } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/errors', () => {
  it('an admin reads a browser error a visitor ran into, with its path and stack, and resolves it', { timeout: 180_000 }, async () => {
    // what the error boundary sends when a page breaks for a visitor
    const visitor = await newContext(suite.browser, server);
    const report = {
      message: 'Cannot read properties of undefined (reading "e2eWidget")',
      stack: 'TypeError: boom\n    at renderWidget (/assets/Widget.js:1:10)',
      path: '/profile/somebody',
    };
    for (let i = 0; i < 2; i++) expect((await visitor.request.post('/api/errors/report', { data: report })).status()).toBe(202);
    await visitor.close();

    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/errors?status=open');
    await page.getByRole('heading', { level: 1, name: 'Errors' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'e2eWidget' });
    await row.waitFor();
    expect(await row.innerText()).toContain('/profile/somebody');
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('2');
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('at renderWidget').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'e2eWidget' }).count()).toBe(0);
    await expectToast(page, 'Error resolved');
    await page.getByLabel('Status').selectOption('resolved');
    await page.getByRole('row').filter({ hasText: 'e2eWidget' }).waitFor();
    await context.close();
  });
});
