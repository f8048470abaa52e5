import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@shared/limits';

/** The name of the session cookie. */
export const SESSION_COOKIE = 'podium_session';

/** Lifetime of a session without "Remember me" (its cookie also ends with the browser). */
export const BROWSER_SESSION_HOURS = 24;

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure on https; 365 days when remembered. */
export function setSessionCookie(reply: FastifyReply, token: string, persistent: boolean, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(persistent ? { maxAge: LIMITS.rememberMeDays * 24 * 60 * 60 } : {}),
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The raw session token from the request's cookie, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
