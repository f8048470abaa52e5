import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateCount } from './auth.repo';

/** A limit on attempts: at most `max` in a window of `windowSeconds`. */
interface Limit {
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 900;

/**
 * Sign-in limits. Every attempt counts against the address. Only failures count against the
 * account, and only from addresses not yet blocked for it: one address is blocked for an account
 * after `addressFailures`, well before `accountFailures`, so a single attacker can never lock the
 * real owner out, and blocked attempts cannot renew anything.
 */
export const SIGN_IN_LIMITS = {
  address: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  addressFailures: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  accountFailures: { max: 10, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

/** Per-address and per-account limits of the other sensitive actions (every attempt counts). */
export const AUTH_LIMITS = {
  reset: { ip: { max: 10, windowSeconds: FIFTEEN_MINUTES }, account: { max: 3, windowSeconds: FIFTEEN_MINUTES } },
  activation: { ip: { max: 20, windowSeconds: FIFTEEN_MINUTES }, account: { max: 8, windowSeconds: FIFTEEN_MINUTES } },
} satisfies Record<string, { ip: Limit; account: Limit }>;

/** The message of a 429 from the auth limits. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const accountKey = (account: string) => account.trim().toLowerCase();

/** Throws the 429 (with Retry-After) of the first counter over its limit. */
function refuseOver(counts: [RateCount, Limit][]): void {
  const over = counts.filter(([count, limit]) => count.hits > limit.max);
  if (over.length === 0) return;
  throw tooManyRequests(TOO_MANY_ATTEMPTS, 'RATE_LIMITED', Math.max(...over.map(([count]) => count.retryAfterSeconds)));
}

/** Counts an attempt by address and by account; throws 429 once either passes its limit. */
export async function checkAuthRateLimit(db: DbOrTx, action: keyof typeof AUTH_LIMITS, ip: string, account: string): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const byIp = await hitRateLimit(db, `${action}:ip:${ip}`, limits.ip.windowSeconds);
  const byAccount = await hitRateLimit(db, `${action}:account:${accountKey(account)}`, limits.account.windowSeconds);
  refuseOver([
    [byIp, limits.ip],
    [byAccount, limits.account],
  ]);
}

const signInKeys = (ip: string, email: string) => ({
  address: `login:ip:${ip}`,
  addressFailures: `login:failures:${ip}:${accountKey(email)}`,
  accountFailures: `login:failures:${accountKey(email)}`,
});

/**
 * Before a sign-in is checked: counts the attempt against the address and refuses (429) when the
 * address is over its limit, or when failures for this account, from this address or in all, already
 * reached theirs. Nothing counts against the account here.
 */
export async function guardSignIn(db: DbOrTx, ip: string, email: string): Promise<void> {
  const keys = signInKeys(ip, email);
  const L = SIGN_IN_LIMITS;
  refuseOver([[await hitRateLimit(db, keys.address, L.address.windowSeconds), L.address]]);
  const [fromAddress, inAll] = await Promise.all([
    peekRateLimit(db, keys.addressFailures, L.addressFailures.windowSeconds),
    peekRateLimit(db, keys.accountFailures, L.accountFailures.windowSeconds),
  ]);
  // peeked counts are reached at max (the next failure would pass it)
  refuseOver([
    [{ ...fromAddress, hits: fromAddress.hits + 1 }, L.addressFailures],
    [{ ...inAll, hits: inAll.hits + 1 }, L.accountFailures],
  ]);
}

/** A wrong password (or unknown account): counts against the account, from this address and in all. */
export async function recordFailedSignIn(db: DbOrTx, ip: string, email: string): Promise<void> {
  const keys = signInKeys(ip, email);
  await hitRateLimit(db, keys.addressFailures, SIGN_IN_LIMITS.addressFailures.windowSeconds);
  await hitRateLimit(db, keys.accountFailures, SIGN_IN_LIMITS.accountFailures.windowSeconds);
}

/** A successful sign-in forgets this address's failures for the account. */
export async function clearSignInFailures(db: DbOrTx, ip: string, email: string): Promise<void> {
  await clearRateLimit(db, signInKeys(ip, email).addressFailures);
}
