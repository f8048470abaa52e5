import type { FastifyInstance } from 'fastify';

/** Signs in through POST /api/auth/login and returns the Cookie header value to send next. */
export async function signIn(app: FastifyInstance, email: string, password: string, rememberMe = false): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'podium_session');
  if (!cookie) throw new Error('no session cookie');
  return `podium_session=${cookie.value}`;
}
