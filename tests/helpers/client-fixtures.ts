import { expect } from 'vitest';
import type { clients } from '@server/db/schema';
import { createClient, createUser } from '../factories';
import type { SeededApp } from './seeded-app';
import { openSession } from './session';

/** An HTTP method the route tests call with. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The route tests' helpers for the profile features, bound to a test file's seeded app: clients of
 * one test alone, sessions of new curators, and requests from a fresh address (so no rate limit trips).
 */
export function clientRouteKit(ctx: SeededApp) {
  /** A client of this test alone (with these fields), with its guest's and team member's sessions. */
  async function freshClient(fields: Partial<typeof clients.$inferInsert> = {}) {
    const { db } = ctx.t;
    const client = await createClient(db, fields);
    const guest = await createUser(db, { role: 'guest', clientId: client.id });
    const team = await createUser(db, { role: 'team', clientId: client.id });
    return { client, guest: await openSession(db, guest.id), team: await openSession(db, team.id) };
  }

  return {
    freshClient,

    /** Who a client's writes refuse, each with its status: a visitor (401), and the guest and team member of another client (403). */
    async outsiders() {
      const stranger = await freshClient();
      return [
        [undefined, 401],
        [stranger.guest, 403],
        [stranger.team, 403],
      ] as const;
    },

    /** A session of a new account with this role (admin or owner). */
    async curator(role: 'admin' | 'owner') {
      return openSession(ctx.t.db, (await createUser(ctx.t.db, { role })).id);
    },

    /** Calls the app with this session cookie (none: a visitor) and JSON body. */
    send(method: Method, url: string, cookie?: string, body?: unknown) {
      return ctx.t.app.inject({ method, url, payload: body as object | undefined, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });
    },
  };
}

/**
 * Expects an error answer of this status with the message and code every error carries; `message`
 * is the whole message, or a matcher such as `expect.stringContaining(…)`.
 */
export function expectError(res: { statusCode: number; body: string; json(): { message: unknown; code: unknown } }, status: number, message?: unknown) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  if (message === undefined) expect(typeof body.message).toBe('string');
  else expect(body.message).toEqual(message);
}

/**
 * Expects a 400 about one field, written 'path: words' ('questions.1: Enter the question'): the
 * message has the words, and no field name, and `fields` has them under the path ('path:' checks
 * only that the field is named). Without a path, the message has the whole text.
 */
export function expectFieldError(
  res: { statusCode: number; body: string; json(): { message: unknown; code: unknown; fields?: Record<string, string> } },
  expected: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  const { message, code, fields } = res.json();
  expect(typeof code).toBe('string');
  expect(message).toBeTypeOf('string');
  const named = /^([a-z][\w.]*):\s?(.*)$/s.exec(expected);
  if (!named) return expect(message).toContain(expected);
  const [, path, words] = named;
  expect(message).not.toMatch(/^[a-z][\w.]*: /);
  expect(fields?.[path], `no message for ${path}: ${res.body}`).toBeTypeOf('string');
  expect(message).toContain(words);
  expect(fields?.[path]).toContain(words);
}
