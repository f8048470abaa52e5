import { z } from 'zod';
import { TEST_MODE_KEY } from '../limits';

/** One setting as GET /api/admin/settings lists it. */
export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

/** PUT /api/admin/settings body: only known keys, with their allowed values. */
export const updateSettingBody = z.object({
  key: z.literal(TEST_MODE_KEY, { error: `Unknown setting; known keys: ${TEST_MODE_KEY}` }),
  value: z.enum(['true', 'false'], { error: "Value must be 'true' or 'false'" }),
});

/** One entry of GET /api/admin/page-access. */
export const pageAccessEntry = z.object({ pagePath: z.string(), visible: z.boolean() });
export type PageAccessEntry = z.infer<typeof pageAccessEntry>;

/** Whether test mode is on, from the settings list. */
export function isTestModeOn(list: Setting[] | undefined): boolean {
  return list?.find((s) => s.key === TEST_MODE_KEY)?.value === 'true';
}
