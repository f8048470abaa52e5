import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from '../lib/api-request';
import { tooManyRequests } from '../lib/errors';

/** Requests per minute and address across the whole API. */
const API_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

/** The tighter per-route limit of costly answers (PDF, share image): per address and minute. */
export const COSTLY_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Messages one account may send a minute (a person types far fewer; a script flooding a thread is
 * stopped). Keyed by the signed-in account, so people behind one office address don't share it.
 */
export const MESSAGE_SEND_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `send-message:${request.user?.id ?? request.ip}`,
} as const;

/**
 * Image uploads one account may send a minute (each decodes up to IMAGE_UPLOAD_LIMITS.maxRequestPixels:
 * about 2 s of CPU). The picture page sends one file a request, so a batch of 20 fits with room to
 * retry. Keyed by the real signed-in account (also while viewing as a client), so a script cannot
 * spread its uploads over addresses; each upload route counts its own. The pixels they declare are
 * budgeted too, across every upload route (directory/images/upload-budget.ts).
 */
export const UPLOAD_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `upload:${(request.user?.originalUser ?? request.user)?.id ?? request.ip}`,
} as const;

/** Searches that miss the read cache (each one runs ranked SQL), per address and minute. */
const UNCACHED_SEARCH_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Checks made inside handlers for work that is only sometimes costly. */
export interface CostlyLimiter {
  /** Counts an uncached search for the request's address; throws 429 (with Retry-After) past the limit. */
  search(request: FastifyRequest): Promise<void>;
}

const tooMany = (seconds: number) => tooManyRequests(`Too many requests. Please wait ${seconds} seconds and try again.`, 'RATE_LIMITED', seconds);

/**
 * The API limiter (per address, decoded routes) with tighter limits for costly routes, which
 * declare `config: { rateLimit: COSTLY_LIMIT }`. Every 429 carries Retry-After. When rate limits
 * are switched off (benchmarks), nothing is registered and the costly checks pass.
 */
export async function registerRateLimits(app: FastifyInstance, enabled: boolean): Promise<CostlyLimiter> {
  if (!enabled) return { search: async () => undefined };
  await app.register(rateLimit, {
    ...API_LIMIT,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });
  const uncachedSearch = app.createRateLimit({ ...UNCACHED_SEARCH_LIMIT, keyGenerator: (request) => `search:${request.ip}` });
  return {
    async search(request) {
      const limit = await uncachedSearch(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooMany(Math.ceil(limit.ttl / 1000));
    },
  };
}
