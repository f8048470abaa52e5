import { z } from 'zod';

/**
 * A signed-in account's unread-message digest settings: whether unread messages older than the
 * quiet period are emailed to it in one digest, and whether the digest quotes their text.
 * GET /api/messages/digest-settings answers it; PUT takes and answers it.
 */
export const digestSettings = z.object({
  messageDigest: z.boolean({ error: 'Choose whether to get the daily digest' }),
  digestIncludesText: z.boolean({ error: 'Choose whether the digest shows the messages' }),
});
export type DigestSettings = z.infer<typeof digestSettings>;
