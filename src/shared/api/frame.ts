import { z } from 'zod';
import { TEST_MODE_KEY } from '../limits';
import { isoTimestamp, text } from './fields';

/**
 * What the app's frame sends and reads on every page, whichever domain serves it: a page's error
 * report, a signed-in user's navigation, the settings and which sidebar entries show. The
 * domains' contracts build on these; the frame's routes are in `frame-route-table.ts`.
 */

/** POST /api/errors/report body: what a page's error boundary caught. */
export const clientErrorReport = z.object({
  message: text().trim().min(1, 'message is required').max(1_000),
  stack: text().max(10_000).optional(),
  componentStack: text().max(10_000).optional(),
  path: text().trim().max(500).startsWith('/', 'path must be a path on this site'),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** POST /api/errors/report answer (202). */
export const errorReportReceived = z.object({ received: z.literal(true) });

/** POST /api/track-navigation body. */
export const trackNavigationBody = z.object({
  path: text().min(1).max(2000),
  timestamp: isoTimestamp(),
});

/** One setting as GET /api/admin/settings lists it. */
const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

/** GET and PUT /api/admin/settings answer: every setting. */
export const settingList = z.array(setting);

/** One entry of GET /api/admin/page-access. */
const pageAccessEntry = z.object({ pagePath: z.string(), visible: z.boolean() });
export type PageAccessEntry = z.infer<typeof pageAccessEntry>;

/** GET and PUT /api/admin/page-access answer: every entry. */
export const pageAccessList = z.array(pageAccessEntry);

/** Whether test mode is on, from the settings list. */
export function isTestModeOn(list: Setting[] | undefined): boolean {
  return list?.find((s) => s.key === TEST_MODE_KEY)?.value === 'true';
}
