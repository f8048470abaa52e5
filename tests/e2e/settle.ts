import type { Page } from 'playwright-core';

/** Waits for the page's finite animations and transitions (fade-ins, focus rings), so colours are read at rest. */
export function animationsSettled(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
