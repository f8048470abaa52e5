import type { Browser } from 'playwright-core';
import { type E2eServer, newContext } from './harness';

/** A visitor signed out opens /profile/{slug} in a context of their own; answers the status of the page's view beacon (202: counted by the server). */
export async function visitProfileSignedOut(browser: Browser, server: E2eServer, slug: string): Promise<number> {
  const visitor = await newContext(browser, server);
  const page = await visitor.newPage();
  const counted = page.waitForResponse((res) => res.url().endsWith(`/api/clients/${slug}/view`) && res.request().method() === 'POST');
  await page.goto(`/profile/${slug}`);
  const status = (await counted).status();
  await visitor.close();
  return status;
}
