import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { setSessionImpersonation } from '@server/features/account/auth/auth.repo';
import { createSession } from '@server/features/account/auth/auth.service';
import { SESSION_COOKIE } from '@server/platform/session-cookie';
import { hashToken } from '@server/lib/tokens';

/** Signs in through POST /api/auth/login and returns the Cookie header value to send next. */
export async function signIn(app: FastifyInstance, email: string, password: string, rememberMe = false): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'podium_session');
  if (!cookie) throw new Error('no session cookie');
  return `podium_session=${cookie.value}`;
}

/**
 * Opens a session straight in the database (no sign-in request, so no password hashing and no
 * sign-in rate limit) and returns its Cookie header value; `impersonating` views as that client.
 */
export async function openSession(db: Db, userId: number, impersonating: number | null = null): Promise<string> {
  const { token } = await createSession(db, userId, false);
  if (impersonating !== null) await setSessionImpersonation(db, hashToken(token), impersonating);
  return `${SESSION_COOKIE}=${token}`;
}
