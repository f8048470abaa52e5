import type { DbOrTx } from '@server/db/client';
import { tooManyRequests } from '@server/lib/errors';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateCount } from '@server/platform/rate-limit';

/** A limit on attempts: at most `max` in a window of `windowSeconds`. */
interface Limit {
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 900;

/**
 * Sign-in limits. Every attempt counts against the address. Only failures count against the
 * account: from each address, and in all. An address is refused for an account after
 * `addressFailures` of its own; once the account has `accountFailures` in all (an attack from many
 * addresses), an address that has failed for it at all is refused until its own failures expire
 * (FAILURES_PER_ADDRESS_UNDER_ATTACK). An address that has not failed for the account always has
 * its password checked, so no one else's failures can lock the real user out, and blocked attempts
 * count nowhere, so they renew nothing.
 */
const SIGN_IN_LIMITS = {
  address: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  addressFailures: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  accountFailures: { max: 10, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

/** The failures an address may have for an account that has reached SIGN_IN_LIMITS.accountFailures. */
const FAILURES_PER_ADDRESS_UNDER_ATTACK = 1;

/** Per-address and per-account limits of the other sensitive actions (every attempt counts). */
const AUTH_LIMITS = {
  reset: { ip: { max: 10, windowSeconds: FIFTEEN_MINUTES }, account: { max: 3, windowSeconds: FIFTEEN_MINUTES } },
  resetPassword: { ip: { max: 10, windowSeconds: FIFTEEN_MINUTES }, account: { max: 5, windowSeconds: FIFTEEN_MINUTES } },
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

/** Counts an attempt of an action against an address or an account; the count and its limit. */
async function hitAuthLimit(db: DbOrTx, action: keyof typeof AUTH_LIMITS, scope: 'ip' | 'account', id: string): Promise<[RateCount, Limit]> {
  const limit = AUTH_LIMITS[action][scope];
  const key = `${action}:${scope}:${scope === 'account' ? accountKey(id) : id}`;
  return [await hitRateLimit(db, key, limit.windowSeconds), limit];
}

/** Counts an attempt by address and by account; throws 429 once either passes its limit. */
export async function checkAuthRateLimit(db: DbOrTx, action: keyof typeof AUTH_LIMITS, ip: string, account: string): Promise<void> {
  refuseOver([await hitAuthLimit(db, action, 'ip', ip), await hitAuthLimit(db, action, 'account', account)]);
}

/**
 * Counts an attempt against the address or the account alone; throws 429 once it passes its limit.
 * For an action whose account is only known once its token is checked (a password reset).
 */
export async function checkAuthRateLimitOf(db: DbOrTx, action: keyof typeof AUTH_LIMITS, scope: 'ip' | 'account', id: string): Promise<void> {
  refuseOver([await hitAuthLimit(db, action, scope, id)]);
}

/**
 * Wrong activation tokens one address may send for real invitations (accounts with no password
 * yet) in its window; past it, that address's wrong tokens answer 429. Nothing counts against the
 * account, so no one else's failures can keep an invitee from activating.
 */
export const ACTIVATION_FAILURES_PER_ADDRESS = { max: 10, windowSeconds: FIFTEEN_MINUTES } satisfies Limit;

/**
 * A wrong activation token from an address: counted against the address when it was for a real
 * invitation (`counts`), only read otherwise; throws 429 (with Retry-After) once the address is past
 * ACTIVATION_FAILURES_PER_ADDRESS. A right token never comes here.
 */
export async function recordWrongActivation(db: DbOrTx, ip: string, counts: boolean): Promise<void> {
  const key = `activation:failures:${ip}`;
  const limit = ACTIVATION_FAILURES_PER_ADDRESS;
  refuseOver([[counts ? await hitRateLimit(db, key, limit.windowSeconds) : await peekRateLimit(db, key, limit.windowSeconds), limit]]);
}

const signInKeys = (ip: string, email: string) => ({
  address: `login:ip:${ip}`,
  addressFailures: `login:failures:${ip}:${accountKey(email)}`,
  accountFailures: `login:failures:${accountKey(email)}`,
});

/**
 * Before a sign-in is checked: counts the attempt against the address and refuses (429) when the
 * address is over its limit, or when this address's failures for the account reached what it may
 * have (fewer while the account is under attack). Never refuses an address with no failures for the
 * account. Nothing counts against the account here.
 */
export async function guardSignIn(db: DbOrTx, ip: string, email: string): Promise<void> {
  const keys = signInKeys(ip, email);
  const L = SIGN_IN_LIMITS;
  refuseOver([[await hitRateLimit(db, keys.address, L.address.windowSeconds), L.address]]);
  const [fromAddress, inAll] = await Promise.all([
    peekRateLimit(db, keys.addressFailures, L.addressFailures.windowSeconds),
    peekRateLimit(db, keys.accountFailures, L.accountFailures.windowSeconds),
  ]);
  const underAttack = inAll.hits >= L.accountFailures.max;
  const allowed = { ...L.addressFailures, max: underAttack ? FAILURES_PER_ADDRESS_UNDER_ATTACK : L.addressFailures.max };
  // a peeked count is reached at max (the next failure would pass it)
  refuseOver([[{ ...fromAddress, hits: fromAddress.hits + 1 }, allowed]]);
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
