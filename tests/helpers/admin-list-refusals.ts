import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts how an admin list at `url` refuses: each of `badQueries` from the admin a 400 (the query
 * named on failure), the list from a non-admin's session a 403, and from a visitor a 401.
 */
export async function expectAdminListRefusals(
  app: FastifyInstance,
  url: string,
  cookies: { admin: string; nonAdmin: string },
  badQueries: string[],
): Promise<void> {
  for (const query of badQueries) {
    expect((await app.inject({ url: `${url}?${query}`, headers: { cookie: cookies.admin } })).statusCode, query).toBe(400);
  }
  expect((await app.inject({ url: `${url}?`, headers: { cookie: cookies.nonAdmin } })).statusCode).toBe(403);
  expect((await app.inject({ url })).statusCode).toBe(401);
}
