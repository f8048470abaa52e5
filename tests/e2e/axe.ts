import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { settled } from './settle';

/** The WCAG 2.2 AA rule sets every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, injected into a page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a flow. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The violations axe finds in one frame's document, injecting axe there first unless that
 * document already has it (a client-side navigation keeps it).
 */
async function frameViolations(frame: Frame): Promise<Result[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false };
  return frame.evaluate(
    (opts) => (window as unknown as { axe: { run(ctx: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, opts).then((r) => r.violations),
    options,
  );
}

/**
 * Runs axe with the WCAG tags on the page once its animations have ended, in the page and in each
 * frame of its own origin (third-party embeds are not ours to check). Each document is checked on
 * its own, with axe injected once per document: @axe-core/playwright's AxeBuilder injected it anew
 * and opened a second page to merge frames on every call, about 1.5 s each. Sections the browser
 * skips until they near the viewport (content-visibility: auto, the home page below the fold)
 * are laid out for the check, as axe passes over what has no box; they are skipped again after.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  await settled(page);
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    const origin = new URL(page.url()).origin;
    const frames = page.frames().filter((frame) => frame === page.mainFrame() || frame.url().startsWith(`${origin}/`));
    const violations: Result[] = [];
    for (const frame of frames) violations.push(...(await frameViolations(frame)));
    return violations;
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
