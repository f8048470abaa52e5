import type { Page } from 'playwright-core';

/**
 * Waits until the page is at rest: the network quiet (at most 5 s) and no finite animation or
 * transition running (fade-ins, staggered lists, focus rings), so colours are read as they end up.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
