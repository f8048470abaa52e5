import { BOOKING_REQUEST_LIMITS } from '@shared/api/bookings/requests';
import type { AppContext } from '@server/context';
import { tooManyRequests } from '@server/lib/errors';
import { addressGroupOf } from '@server/lib/address-group';
import { mailboxOf } from '@server/lib/mailbox';
import { hitRateLimit } from '@server/platform/rate-limit';

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * 60;

/** The 429 of a client address past BOOKING_REQUEST_LIMITS.mailsPerAddressPerDay. */
export const TOO_MANY_FROM_ADDRESS = 'Many requests came from your connection today. Please try again tomorrow, or write to the agency.';

/**
 * Counts a mail the public forms are about to cause from a client address (an IPv6 one by its
 * /64) in the shared counter, so every node sees it; throws 429 past
 * BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute, then past mailsPerAddressPerDay (an attempt refused
 * for the minute does not count for the day). Off with the rate limits (RATE_LIMIT_DISABLED: benchmarks).
 */
export async function limitMailsFromAddress(ctx: Pick<AppContext, 'db' | 'config'>, ip: string): Promise<void> {
  if (!ctx.config.rateLimitEnabled) return;
  const address = addressGroupOf(ip);
  const minute = await hitRateLimit(ctx.db, `booking-mail:minute:${address}`, MINUTE_SECONDS);
  if (minute.hits > BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute) {
    throw tooManyRequests(`Too many requests. Please wait ${minute.retryAfterSeconds} seconds and try again.`, 'RATE_LIMITED', minute.retryAfterSeconds);
  }
  const day = await hitRateLimit(ctx.db, `booking-mail:day:${address}`, DAY_SECONDS);
  if (day.hits > BOOKING_REQUEST_LIMITS.mailsPerAddressPerDay) throw tooManyRequests(TOO_MANY_FROM_ADDRESS, 'RATE_LIMITED', day.retryAfterSeconds);
}

/**
 * Counts an attempt of `action` against the mailbox an email delivers to (`mailboxOf`: one counter
 * for `victim@gmail.com`, `victim+1@gmail.com` and `Vic.Tim@gmail.com`) for a day; throws 429 with
 * `message` past `perDay`. Every attempt counts, whether or not it sends anything, so the answer tells nothing.
 */
export async function limitMailsToMailbox(
  ctx: Pick<AppContext, 'db'>,
  action: 'email' | 'resend',
  email: string,
  perDay: number,
  message: string,
): Promise<void> {
  const count = await hitRateLimit(ctx.db, `booking-request:${action}:${mailboxOf(email)}`, DAY_SECONDS);
  if (count.hits > perDay) throw tooManyRequests(message, 'RATE_LIMITED', count.retryAfterSeconds);
}
