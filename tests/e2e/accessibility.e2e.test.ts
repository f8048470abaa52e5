import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signInThroughForm } from './signin';

const suite = e2eSuite();
let visitor: Page;
let admin: Page;
beforeAll(async () => {
  visitor = await (await newContext(suite.browser, suite.server)).newPage();
  admin = await (await newContext(suite.browser, suite.server)).newPage();
  const who = account(suite.server, 'admin');
  await signInThroughForm(admin, who.email, who.password);
  await admin.waitForURL('**/admin');
});
afterAll(async () => {
  await Promise.all([visitor?.context().close(), admin?.context().close()]);
});

/** A page to check: who opens it, and what shows once its data has loaded. */
interface Target {
  path: () => string;
  as: () => Page;
  ready: (page: Page) => Locator;
}

const targets: Record<string, Target> = {
  home: { path: () => '/', as: () => visitor, ready: (p) => p.getByRole('link', { name: 'View profile' }).first() },
  profile: {
    path: () => `/profile/${account(suite.server, 'guest').clientSlug}`,
    as: () => visitor,
    ready: (p) => p.getByRole('heading', { name: 'Sample Questions' }),
  },
  login: { path: () => '/login', as: () => visitor, ready: (p) => p.getByRole('heading', { name: 'Welcome back' }) },
  'not found': { path: () => '/no-such-page/x', as: () => visitor, ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }) },
  'admin overview': { path: () => '/admin', as: () => admin, ready: (p) => p.getByRole('heading', { name: /Welcome back/ }) },
  directory: { path: () => '/directory', as: () => admin, ready: (p) => p.getByText('24 profiles') },
  'test mode': { path: () => '/admin/test', as: () => admin, ready: (p) => p.getByRole('switch') },
};

describe('WCAG 2.2 AA: no serious or critical axe violation', () => {
  it.each(Object.keys(targets))('on the %s page', async (name) => {
    const { path, as, ready } = targets[name];
    const page = as();
    await page.goto(path());
    await ready(page).waitFor();
    await expectAccessible(page);
  });
});
