import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();
let visitor: Page;
let admin: Page;
beforeAll(async () => {
  visitor = await (await newContext(suite.browser, suite.server)).newPage();
  admin = await (await newContext(suite.browser, suite.server)).newPage();
  const who = account(suite.server, 'admin');
  await signIn(admin, who, '/admin');
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

describe('the axe check itself', () => {
  it('finds a violation in the page and in a frame of the page', async () => {
    await visitor.goto('/login');
    await visitor.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await visitor.evaluate(() => {
      const nameless = document.createElement('button');
      nameless.innerHTML = '<svg aria-hidden="true" width="8" height="8"></svg>';
      document.querySelector('main')?.append(nameless);
    });
    expect((await axeViolations(visitor)).map((v) => v.id)).toContain('button-name');
    await expect(expectAccessible(visitor)).rejects.toThrow(/button-name/);

    await visitor.goto('/login');
    await visitor.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await visitor.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Another page';
      frame.src = '/no-such-page/framed';
      document.querySelector('main')?.append(frame);
    });
    const framed = visitor.frameLocator('iframe[title="Another page"]');
    await framed.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await framed.locator('main').evaluate((main) => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      main.append(image);
    });
    expect((await axeViolations(visitor)).map((v) => v.id)).toContain('image-alt');
  });
});
