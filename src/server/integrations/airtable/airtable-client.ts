import { z } from 'zod';
import { createSafeFetch, SafeFetchError, type SafeFetchErrorCode } from '../safe-fetch/safe-fetch';
import { createRateLimiter } from './rate-limiter';

/**
 * Why an Airtable call failed: not configured; the key or request refused (401, 403, other 4xx);
 * no such table or base; still rate limited, broken (5xx), unreachable or too slow after every
 * retry; an answer of the wrong shape; an attachment link that expired or is larger than allowed.
 */
type AirtableFailure =
  | 'not_configured'
  | 'rejected'
  | 'not_found'
  | 'rate_limited'
  | 'upstream'
  | 'unreachable'
  | 'timeout'
  | 'malformed'
  | 'expired'
  | 'too_large';

/** A failed Airtable call; `kind` says why, the message is for the log and the sync's run history. */
export class AirtableError extends Error {
  constructor(
    readonly kind: AirtableFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Where and how the client talks to Airtable (the lead wires it from AIRTABLE_* settings). */
export interface AirtableClientConfig {
  apiKey?: string;
  baseId?: string;
  /** e.g. https://api.airtable.com (no /v0). */
  baseUrl: string;
  /** Each request, answer included. */
  timeoutMs: number;
  /** Requests per rolling second as Airtable counts them, shared by every caller of this client (Airtable allows 5 per base). Default 5. */
  requestsPerSecond?: number;
  /** Retries of a 429, 5xx, network failure or timeout before giving up. Default 5. */
  maxRetries?: number;
  /** The wait between retries (tests inject one that records the waits and returns at once). */
  sleep?: (ms: number) => Promise<void>;
  /** "host:port" pairs attachment downloads may reach although private (tests only: OUTBOUND_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts?: readonly string[];
  /** Told of every request sent (each try, API call or attachment download): whether it succeeded (/metrics counts them). */
  onCall?: (ok: boolean) => void;
}

/** One Airtable record: its id ("rec…", our `recordid`), creation time and fields by Airtable field name (empty fields are absent). */
const airtableRecordSchema = z.object({
  id: z.string().min(1),
  createdTime: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
/** One Airtable record. */
export type AirtableRecord = z.infer<typeof airtableRecordSchema>;

const thumbnailSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** An attachment in an attachment field; its `url` (and thumbnails') expire after about two hours, so we never store them. */
export const airtableAttachmentSchema = z.object({
  id: z.string().min(1),
  url: z.url(),
  filename: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  thumbnails: z.object({ small: thumbnailSchema, large: thumbnailSchema, full: thumbnailSchema }).partial().optional(),
});
/** An attachment in an attachment field. */
export type AirtableAttachment = z.infer<typeof airtableAttachmentSchema>;

/** How to list a table. */
interface ListRecordsOptions {
  /** Only these fields (Airtable field names); all when absent. */
  fields?: readonly string[];
  /** Records per page, 1 to 100 (default 100, Airtable's most). */
  pageSize?: number;
}

/** A downloaded attachment: its bytes and the content type its host declared (null when none). */
interface DownloadedAttachment {
  body: Buffer;
  contentType: string | null;
}

/** The Airtable REST API as the sync and the image auditor use it. */
export interface AirtableClient {
  /** Whether a key and a base are configured. */
  readonly configured: boolean;
  /** The pages of a table, following `offset` to the end; stop iterating to stop fetching. Throws AirtableError. */
  listRecords(table: string, options?: ListRecordsOptions): AsyncGenerator<AirtableRecord[], void, undefined>;
  /** One record, or undefined when the table has no such record. Throws AirtableError. */
  getRecord(table: string, id: string): Promise<AirtableRecord | undefined>;
  /** The bytes behind an attachment URL (SSRF-guarded, timed out, at most `maxBytes`). Throws AirtableError. */
  downloadAttachment(url: string, options: { maxBytes: number }): Promise<DownloadedAttachment>;
}

/** Airtable makes a client that went over the limit wait 30 s; a 429 without Retry-After waits that long. */
const RATE_LIMIT_PAUSE_MS = 30_000;
/** The longest wait a Retry-After header may ask for. */
const MAX_RETRY_AFTER_MS = 60_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 30_000;

const listPageSchema = z.object({ records: z.array(airtableRecordSchema), offset: z.string().min(1).optional() });

/** Airtable's error bodies: {"error":"NOT_FOUND"}, {"error":{"type","message"}} or {"errors":[{"error","message"}]}. */
const errorBodySchema = z.union([
  z.object({ error: z.string() }).transform((b) => ({ type: b.error, message: '' })),
  z
    .object({ error: z.object({ type: z.string(), message: z.string().optional() }) })
    .transform((b) => ({ type: b.error.type, message: b.error.message ?? '' })),
  z
    .object({ errors: z.array(z.object({ error: z.string(), message: z.string().optional() })).min(1) })
    .transform((b) => ({ type: b.errors[0]!.error, message: b.errors[0]!.message ?? '' })),
]);

/** A failure worth another try, after `waitMs` when the server said how long. */
class RetryableFailure extends AirtableError {
  constructor(
    kind: AirtableFailure,
    message: string,
    readonly waitMs?: number,
  ) {
    super(kind, message);
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with jitter: between half and all of 500 ms × 2^retry, at most 30 s. */
function backoffMs(retry: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** A Retry-After header (seconds or an HTTP date) in ms, capped; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(seconds) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds)) : undefined;
}

/** A network or body-read failure: a timeout when the abort signal fired, else unreachable. */
function transportFailure(error: unknown, what: string): RetryableFailure {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return new RetryableFailure(timedOut ? 'timeout' : 'unreachable', `Airtable ${what}: ${(error as Error).message}`);
}

/** Airtable's error type and message from an error answer ('' when it sent none). */
async function errorOf(response: Response): Promise<{ type: string; message: string }> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : { type: '', message: '' };
}

/** The failure kind of a safe-fetch error when downloading an attachment. */
const DOWNLOAD_FAILURES: Record<SafeFetchErrorCode, AirtableFailure> = {
  BAD_URL: 'rejected',
  BLOCKED_ADDRESS: 'rejected',
  TOO_MANY_REDIRECTS: 'rejected',
  DNS_FAILED: 'unreachable',
  NETWORK: 'unreachable',
  TIMEOUT: 'timeout',
  TOO_LARGE: 'too_large',
};

/**
 * An Airtable REST API client on `config.baseUrl` for the base `config.baseId`. Every request
 * waits its turn in a limiter of `requestsPerSecond` per rolling second shared by all callers of
 * this client (a slot frees a second after its request ended; make one client per base and share it); 429, 5xx, network failures and timeouts
 * are retried up to `maxRetries` times (Retry-After honoured, else exponential backoff with
 * jitter, at least 30 s after a 429); every failure is an AirtableError.
 */
export function createAirtableClient(config: AirtableClientConfig): AirtableClient {
  const maxRetries = config.maxRetries ?? 5;
  const sleep = config.sleep ?? realSleep;
  const limiter = createRateLimiter({ limit: config.requestsPerSecond ?? 5, windowMs: 1000 });
  const root = config.baseUrl.replace(/\/+$/, '');

  function settings(): { apiKey: string; baseId: string } {
    if (!config.apiKey || !config.baseId) throw new AirtableError('not_configured', 'AIRTABLE_API_KEY and AIRTABLE_BASE_ID must both be set');
    return { apiKey: config.apiKey, baseId: config.baseId };
  }

  /** Runs `attempt` until it succeeds, fails for good, or has been retried `maxRetries` times; each try is told to `onCall`. */
  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        const result = await attempt();
        config.onCall?.(true);
        return result;
      } catch (error) {
        config.onCall?.(false);
        if (!(error instanceof RetryableFailure)) throw error;
        if (retry >= maxRetries) throw new AirtableError(error.kind, `${error.message} (gave up after ${retry + 1} attempts)`);
        await sleep(error.waitMs ?? backoffMs(retry));
      }
    }
  }

  /** GETs an API path, retried: the parsed JSON of a 200, or Airtable's error type of a 404; throws the rest. */
  async function getJson(path: string, query: URLSearchParams | undefined, what: string): Promise<{ body: unknown } | { notFound: string }> {
    const { apiKey, baseId } = settings();
    const url = `${root}/v0/${encodeURIComponent(baseId)}/${path}${query ? `?${query}` : ''}`;
    return withRetries(async () => {
      const release = await limiter.acquire();
      try {
        return await attemptGet(url, apiKey, what);
      } finally {
        release();
      }
    });
  }

  /** One try of an API GET (see getJson). */
  async function attemptGet(url: string, apiKey: string, what: string): Promise<{ body: unknown } | { notFound: string }> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw transportFailure(error, what);
    }
    if (response.ok) {
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw transportFailure(error, what);
      }
      try {
        return { body: JSON.parse(text) as unknown };
      } catch {
        throw new AirtableError('malformed', `Airtable ${what} sent no JSON`);
      }
    }
    const error = await errorOf(response);
    const detail = `${response.status}${error.type ? ` ${error.type}` : ''}${error.message ? `: ${error.message}` : ''}`;
    if (response.status === 429)
      throw new RetryableFailure(
        'rate_limited',
        `Airtable ${what} answered ${detail}`,
        retryAfterMs(response.headers.get('retry-after')) ?? RATE_LIMIT_PAUSE_MS,
      );
    if (response.status >= 500) throw new RetryableFailure('upstream', `Airtable ${what} answered ${detail}`);
    if (response.status === 404) return { notFound: error.type };
    throw new AirtableError('rejected', `Airtable refused ${what}: ${detail}`);
  }

  function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new AirtableError('malformed', `Airtable ${what} answered an unexpected shape`);
    return parsed.data;
  }

  return {
    configured: Boolean(config.apiKey && config.baseId),

    async *listRecords(table, options = {}) {
      const pageSize = options.pageSize ?? 100;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new RangeError(`pageSize must be 1 to 100, not ${pageSize}`);
      let offset: string | undefined;
      do {
        const query = new URLSearchParams({ pageSize: String(pageSize) });
        for (const field of options.fields ?? []) query.append('fields[]', field);
        if (offset) query.set('offset', offset);
        const answer = await getJson(encodeURIComponent(table), query, `list of ${table}`);
        if ('notFound' in answer) throw new AirtableError('not_found', `Airtable has no table "${table}" in this base (${answer.notFound || '404'})`);
        const page = parse(listPageSchema, answer.body, `list of ${table}`);
        yield page.records;
        offset = page.offset;
      } while (offset);
    },

    async getRecord(table, id) {
      const answer = await getJson(`${encodeURIComponent(table)}/${encodeURIComponent(id)}`, undefined, `record ${id} of ${table}`);
      if ('notFound' in answer) {
        if (answer.notFound === 'NOT_FOUND' || answer.notFound === 'MODEL_ID_NOT_FOUND') return undefined;
        throw new AirtableError('not_found', `Airtable has no table "${table}" in this base (${answer.notFound || '404'})`);
      }
      return parse(airtableRecordSchema, answer.body, `record ${id} of ${table}`);
    },

    async downloadAttachment(url, { maxBytes }) {
      settings();
      const { fetch: safeFetch } = createSafeFetch({
        allowedPrivateHosts: config.allowedPrivateHosts,
        timeoutMs: config.timeoutMs,
        maxBytes,
        userAgent: 'PodiumAirtableSync/1.0',
      });
      return withRetries(async () => {
        let response: Awaited<ReturnType<typeof safeFetch>>;
        try {
          response = await safeFetch(url, { readBody: true });
        } catch (error) {
          if (!(error instanceof SafeFetchError)) throw error;
          const kind = DOWNLOAD_FAILURES[error.code];
          const message = `Airtable attachment: ${error.message}`;
          throw kind === 'unreachable' || kind === 'timeout' ? new RetryableFailure(kind, message) : new AirtableError(kind, message);
        }
        const { status } = response;
        if (status === 410 || status === 403)
          throw new AirtableError('expired', `The Airtable attachment link has expired (${status}); fetch the record again for a fresh one`);
        if (status === 404) throw new AirtableError('not_found', 'The Airtable attachment is gone (404)');
        if (status >= 500) throw new RetryableFailure('upstream', `The Airtable attachment host answered ${status}`);
        if (status !== 200) throw new AirtableError('rejected', `The Airtable attachment host answered ${status}`);
        const type = response.headers['content-type'];
        return { body: response.body, contentType: type ? type.split(';')[0]!.trim().toLowerCase() : null };
      });
    },
  };
}
