import { LIMITS } from '@shared/limits';
import { RESET_REQUEST_MESSAGE, type LoginResponse } from '@shared/api/account/auth';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import { AppError, badRequest } from '@server/lib/errors';
import { countDaily } from '@server/platform/daily-counters';
import { hashPassword, verifyPassword } from '@server/lib/passwords';
import { hashToken, randomToken } from '@server/lib/tokens';
import * as repo from './auth.repo';
import { activationMail } from './mails/activation.mail';
import { passwordResetMail } from './mails/password-reset.mail';
import { checkAuthRateLimit, checkAuthRateLimitOf, clearSignInFailures, guardSignIn, recordFailedSignIn, recordWrongActivation } from './rate-limits';
import { BROWSER_SESSION_HOURS } from '@server/platform/session-cookie';

const HOUR_MS = 60 * 60 * 1000;

/** The message of a failed sign-in, the same for an unknown email and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** A new session: the raw token for the cookie and whether it should persist. */
export interface NewSession {
  token: string;
  persistent: boolean;
}

/** Creates a session for a user: 365 days when remembered, otherwise one browser session. */
export async function createSession(db: Db, userId: number, persistent: boolean): Promise<NewSession> {
  const token = randomToken();
  const lifetimeMs = persistent ? LIMITS.rememberMeDays * 24 * HOUR_MS : BROWSER_SESSION_HOURS * HOUR_MS;
  await repo.insertSession(db, {
    idHash: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { token, persistent };
}

/**
 * Checks credentials (rate limited: see SIGN_IN_LIMITS) and opens a new session, ending the
 * session the browser had before, if any.
 */
export async function login(
  db: Db,
  input: { email: string; password: string; rememberMe: boolean; ip: string; previousSessionIdHash: string | null },
): Promise<{ session: NewSession; answer: LoginResponse }> {
  await guardSignIn(db, input.ip, input.email);
  const user = await repo.findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.active ? user.passwordHash : null, input.password);
  if (!user || !valid) {
    await recordFailedSignIn(db, input.ip, input.email);
    throw new AppError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  await clearSignInFailures(db, input.ip, input.email);
  if (input.previousSessionIdHash) await repo.deleteSession(db, input.previousSessionIdHash);
  const session = await createSession(db, user.id, input.rememberMe);
  await countDaily(db, 'sign_in'); // the dashboard's sign-ins per day: a number only
  return { session, answer: { role: user.role, clientSlug: user.clientSlug, clientId: user.clientId } };
}

/** Ends a session (sign-out); nothing to do when there is none. */
export async function logout(db: Db, sessionIdHash: string | null): Promise<void> {
  if (sessionIdHash) await repo.deleteSession(db, sessionIdHash);
}

/** Issues a single-use token for a user and returns the raw token. */
async function issueToken(db: Db, userId: number, purpose: 'reset' | 'activation', lifetimeMs: number) {
  const token = randomToken();
  await repo.insertAuthToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Sends a reset link when the account exists; answers the same either way.
 * A mail failure is logged by the mailer, never revealed, so the answer cannot tell accounts apart.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, input: { email: string; ip: string; baseUrl: string; siteName: string }): Promise<string> {
  await checkAuthRateLimit(db, 'reset', input.ip, input.email);
  const user = await repo.findUserByEmail(db, input.email);
  if (user?.active) {
    await sendResetLink(db, mailer, { userId: user.id, email: user.email, baseUrl: input.baseUrl, siteName: input.siteName }).catch(() => undefined);
  }
  return RESET_REQUEST_MESSAGE;
}

/** Creates a reset link for an account and mails it (one hour, single use); the link. A mail failure rejects. */
export async function sendResetLink(db: Db, mailer: Mailer, input: { userId: number; email: string; baseUrl: string; siteName: string }): Promise<string> {
  const token = await issueToken(db, input.userId, 'reset', LIMITS.resetTokenMinutes * 60 * 1000);
  const link = `${input.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({ to: input.email, ...passwordResetMail({ siteName: input.siteName, link }), link, replies: 'nobody' });
  return link;
}

const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new password reset.';
const INVALID_ACTIVATION_LINK = 'This activation link is invalid or has expired. Ask your team for a new one.';

/** The live token of a reset link, checked before any password is hashed; the 400 its page shows when it is not. */
async function requireLiveResetToken(db: Db, token: string) {
  const live = await repo.findLiveAuthToken(db, hashToken(token), 'reset');
  if (!live) throw badRequest(INVALID_RESET_LINK, 'INVALID_TOKEN');
  return live;
}

/**
 * Sets a new password from a reset token and ends the user's other sessions, in one transaction;
 * the hashed ids of the sessions ended. Rate limited per address (every attempt) and per account
 * (attempts with its live token); a dead token answers 400 before any password is hashed.
 */
export async function resetPassword(db: Db, input: { token: string; password: string; ip: string; currentSessionIdHash: string | null }): Promise<string[]> {
  await checkAuthRateLimitOf(db, 'resetPassword', 'ip', input.ip);
  const live = await requireLiveResetToken(db, input.token);
  await checkAuthRateLimitOf(db, 'resetPassword', 'account', `user:${live.userId}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const token = await repo.consumeAuthToken(tx, hashToken(input.token), 'reset');
    const updated = token ? await repo.setUserPassword(tx, token.userId, passwordHash, 'reset') : false;
    if (!token || !updated) throw badRequest(INVALID_RESET_LINK, 'INVALID_TOKEN');
    return repo.deleteUserSessions(tx, token.userId, input.currentSessionIdHash ?? undefined);
  });
}

/** Creates an activation link for a new team account and mails it (7 days, single use). */
export async function sendActivation(db: Db, mailer: Mailer, input: { userId: number; email: string; baseUrl: string; siteName: string }): Promise<string> {
  const token = await issueToken(db, input.userId, 'activation', LIMITS.activationTokenDays * 24 * HOUR_MS);
  const link = `${input.baseUrl}/activate/${input.userId}?email=${encodeURIComponent(input.email)}&token=${encodeURIComponent(token)}`;
  await mailer.send({ to: input.email, ...activationMail({ siteName: input.siteName, link }), link, replies: 'nobody' });
  return link;
}

/**
 * Sets the first password of an account from its activation token, in one transaction. The token
 * is checked first, before any password is hashed: a right one always activates, from any address.
 * A wrong one answers 400, and counts against the sender's address when the id is a real invitation
 * (an account with no password yet); an address past its limit is answered 429 instead
 * (`recordWrongActivation`). Nothing counts against the account, so no attacker can lock its invitee out.
 */
export async function activateAccount(db: Db, input: { userId: number; token: string; password: string; ip: string }): Promise<void> {
  const live = await repo.findLiveAuthToken(db, hashToken(input.token), 'activation');
  if (!live || live.userId !== input.userId) {
    await recordWrongActivation(db, input.ip, await repo.isAwaitingActivation(db, input.userId));
    throw badRequest(INVALID_ACTIVATION_LINK, 'INVALID_TOKEN');
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const token = await repo.consumeAuthToken(tx, hashToken(input.token), 'activation');
    if (!token || token.userId !== input.userId) throw badRequest(INVALID_ACTIVATION_LINK, 'INVALID_TOKEN');
    await repo.setUserPassword(tx, input.userId, passwordHash, 'activate');
  });
}
