import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeDecode } from '../lib/uri';

/** Requests whose path could not be decoded ('/approve/%E0%A4%A', a bare '%'), seen before routing. */
const badAddresses = new WeakSet<IncomingMessage>();

/** Where such a request is routed instead: addresses no route has, so the app's own not-found handling answers it. */
const API_STAND_IN = '/api/-bad-address';
const PAGE_STAND_IN = '/-bad-address';

/** Whether an undecodable path is the API's: its first segment, decoded alone, starts with 'api' (as isApiRequest judges). */
function isApiPath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return (safeDecode(first) ?? first).startsWith('api');
}

/**
 * Fastify's `rewriteUrl`: a path that cannot be decoded (Fastify would answer its own
 * FST_ERR_BAD_URL JSON, before any hook) is routed to a stand-in address and remembered, so it
 * goes through the app's hooks (security headers, rate limits) and is answered by `answerBadAddress`.
 */
export function rewriteBadAddress(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const path = url.split('?')[0];
  if (safeDecode(path) !== undefined) return url;
  badAddresses.add(raw);
  return isApiPath(path) ? API_STAND_IN : PAGE_STAND_IN;
}

/** Whether the request's path could not be decoded (see rewriteBadAddress). */
export function isBadAddress(request: FastifyRequest): boolean {
  return badAddresses.has(request.raw);
}

/** Answers a bad address with a 400 in JSON {message, code} (the API's, and anything but a page visit). */
export function answerBadAddress(reply: FastifyReply): FastifyReply {
  return reply.status(400).send({ message: 'This address is not valid: check the link, or type it again.', code: 'BAD_ADDRESS' });
}
