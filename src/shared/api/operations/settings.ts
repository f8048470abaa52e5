import { z } from 'zod';
import { TEST_MODE_KEY } from '@shared/limits';
import { ACCESS_CONTROLLED_PATHS } from '@shared/page-access';

/** PUT /api/admin/settings body: only known keys, with their allowed values. */
export const updateSettingBody = z.object({
  key: z.literal(TEST_MODE_KEY, { error: `Unknown setting; known keys: ${TEST_MODE_KEY}` }),
  value: z.enum(['true', 'false'], { error: "Value must be 'true' or 'false'" }),
});

/** PUT /api/admin/page-access body: a Settings or Assets entry's path, and whether the sidebar shows it. */
export const pageAccessUpdateBody = z.object({
  pagePath: z.enum(ACCESS_CONTROLLED_PATHS, { error: 'Only the Settings and Assets entries of the sidebar can be shown or hidden' }),
  visible: z.boolean({ error: 'Choose whether the entry is shown' }),
});
export type PageAccessUpdateBody = z.infer<typeof pageAccessUpdateBody>;

/** GET /api/admin/mail-settings answer: who mail comes from, where replies go (null: MAIL_REPLY_TO unset), and whether it goes out by SMTP or stays in the outbox. */
export const mailSettings = z.object({
  from: z.string(),
  replyTo: z.string().nullable(),
  delivery: z.enum(['smtp', 'outbox']),
});
export type MailSettings = z.infer<typeof mailSettings>;
