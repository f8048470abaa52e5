import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { hitRateLimit } from './auth.repo';

/** A limit on attempts: at most `max` in a window of `windowSeconds`. */
interface Limit {
  max: number;
  windowSeconds: number;
}

/** Per-IP and per-account limits of each sensitive action. */
export const AUTH_LIMITS = {
  login: { ip: { max: 30, windowSeconds: 900 }, account: { max: 8, windowSeconds: 900 } },
  reset: { ip: { max: 10, windowSeconds: 900 }, account: { max: 3, windowSeconds: 900 } },
  activation: { ip: { max: 20, windowSeconds: 900 }, account: { max: 8, windowSeconds: 900 } },
} satisfies Record<string, { ip: Limit; account: Limit }>;

/** The message of a 429 from the auth limits. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Counts an attempt by IP and by account; throws 429 once either passes its limit. */
export async function checkAuthRateLimit(
  db: Db,
  action: keyof typeof AUTH_LIMITS,
  ip: string,
  account: string,
): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const [byIp, byAccount] = [
    await hitRateLimit(db, `${action}:ip:${ip}`, limits.ip.windowSeconds),
    await hitRateLimit(db, `${action}:account:${account.trim().toLowerCase()}`, limits.account.windowSeconds),
  ];
  if (byIp > limits.ip.max || byAccount > limits.account.max) throw tooManyRequests(TOO_MANY_ATTEMPTS);
}
