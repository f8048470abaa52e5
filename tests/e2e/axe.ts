import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './settle';

/** The WCAG 2.2 AA rule sets every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail a flow. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe with the WCAG tags on the page once its animations have ended. Sections the browser
 * skips until they near the viewport (content-visibility: auto, the home page below the fold)
 * are laid out for the check, as axe passes over what has no box; they are skipped again after.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  await settled(page);
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return results.violations;
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** One readable block per violation: rule, impact, help text and the offending elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails when axe finds any serious or critical WCAG 2.2 AA violation on the page, listing them. */
export async function expectAccessible(page: Page): Promise<void> {
  const blocking = (await axeViolations(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(`Accessibility violations on ${page.url()}:\n${describeViolations(blocking)}`);
  }
}
