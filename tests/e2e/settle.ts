import type { Page } from 'playwright-core';

/** How long the page must stay still (no DOM change, no finite animation) to count as at rest. */
const QUIET_MS = 300;

/**
 * Waits until the page is at rest: the network quiet (at most 5 s), then no DOM change and no
 * finite animation or transition running (fade-ins, staggered lists, focus rings) for `quietMs`
 * (300 ms unless told), so colours are read as they end up even when a lazy section arrives late
 * (at most 5 s more).
 */
export async function settled(page: Page, quietMs = QUIET_MS): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(async (quietMs) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const deadline = performance.now() + 5_000;
    try {
      while (performance.now() < deadline) {
        const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
        if (running.length > 0) {
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
          lastChange = performance.now();
        } else if (performance.now() - lastChange >= quietMs) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      observer.disconnect();
    }
  }, quietMs);
}
