import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { tooManyRequests } from '@server/lib/errors';
import { hitRateLimit } from '@server/platform/rate-limit';
import type { InspectedImage } from './image-upload';

/** The budget's window: a minute. */
const WINDOW_SECONDS = 60;

/** Pixels are counted in thousands, so a minute's count stays far inside the counter's integer. */
const PIXELS_PER_UNIT = 1_000;

/** The 429 of an account past its upload budget, in words. */
function uploadBudgetMessage(seconds: number): string {
  return `You have sent a lot of pictures in the last minute. Please wait ${seconds} seconds and try again.`;
}

/**
 * Spends the declared pixels of inspected uploads (their headers, read before any decoding) from
 * the account's budget of UPLOAD_MEGAPIXELS_PER_MINUTE, shared by every upload route and counted in
 * the database (so every node shares it), under the real account also while viewing as a client.
 * Past the budget: 429 with Retry-After, before a pixel is decoded. A refused request counts too,
 * so retrying at once does not help. Nothing is counted when rate limits are switched off.
 * `await spendUploadPixels(ctx, user, inspected)` between inspectImages and prepareImages.
 */
export async function spendUploadPixels(ctx: Pick<AppContext, 'db' | 'config'>, user: SessionUser, inspected: InspectedImage[]): Promise<void> {
  if (!ctx.config.rateLimitEnabled) return;
  const pixels = inspected.reduce((sum, image) => sum + image.pixels, 0);
  const account = (user.originalUser ?? user).id;
  const spent = await hitRateLimit(ctx.db, `upload-pixels:${account}`, WINDOW_SECONDS, Math.ceil(pixels / PIXELS_PER_UNIT));
  if (spent.hits * PIXELS_PER_UNIT > ctx.config.uploadPixelsPerMinute) {
    throw tooManyRequests(uploadBudgetMessage(spent.retryAfterSeconds), 'UPLOAD_BUDGET_SPENT', spent.retryAfterSeconds);
  }
}
