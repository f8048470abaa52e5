import type { FrameLocator, Page } from 'playwright-core';

/** Opens /admin/docs and waits until its reference (in a frame of its own) lists the public API; answers that frame. */
export async function openApiReference(page: Page): Promise<FrameLocator> {
  await page.goto('/admin/docs');
  const frame = page.frameLocator('iframe[title="API reference"]');
  await frame.getByText('/api/v1/profiles').first().waitFor({ timeout: 30_000 });
  return frame;
}
