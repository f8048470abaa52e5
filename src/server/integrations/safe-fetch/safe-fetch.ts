import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { isBlockedAddress } from './address-rules';

/** Why an outbound request was refused or failed. */
export type SafeFetchErrorCode = 'BAD_URL' | 'BLOCKED_ADDRESS' | 'DNS_FAILED' | 'TOO_MANY_REDIRECTS' | 'TIMEOUT' | 'TOO_LARGE' | 'NETWORK';

/** A refused or failed outbound request; the message says why in plain words. */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Resolves a host name to every address it has (dns.lookup with all: true by default; tests inject one). */
type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** How the safe fetcher behaves. */
export interface SafeFetchOptions {
  /** "host:port" pairs let through although they resolve to a private address (tests only: OUTBOUND_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts?: readonly string[];
  resolve?: Resolver;
  /** The whole request, redirects included (default 10 s). */
  timeoutMs?: number;
  /** The most bytes of a body read (default 2 MB); more is a TOO_LARGE error. */
  maxBytes?: number;
  /** The most redirects followed (default 3). */
  maxRedirects?: number;
  userAgent?: string;
}

/** A fetched answer: the final address, its status and headers, and the body (empty unless asked for). */
interface SafeResponse {
  url: string;
  /** Where the address asked for has moved for good: the last address reached through permanent redirects (301, 308) alone from it; absent when the first answer was no permanent redirect. */
  movedTo?: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What checking a link found: reachable (a status below 400) or not, with the status or the reason. */
export interface LinkCheck {
  ok: boolean;
  status: number | null;
  reason: string | null;
}

/** What one request may add: headers (conditional GET, Accept-Encoding), whether to read the body, and a smaller cap. */
interface SafeFetchInit {
  method?: 'GET' | 'HEAD';
  readBody?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-None-Match, If-Modified-Since, Accept-Encoding: gzip, deflate. */
  headers?: Record<string, string>;
  /** The most bytes of this body, after decompression (default: the fetcher's cap). */
  maxBytes?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The stream that decodes a body sent with `encoding` (gzip or deflate), or null for an identity body. */
function decoderOf(encoding: string | undefined): ReturnType<typeof createGunzip> | null {
  const value = (encoding ?? '').trim().toLowerCase();
  if (value === 'gzip' || value === 'x-gzip') return createGunzip();
  if (value === 'deflate') return createInflate();
  return null;
}

const defaultResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The one way the server requests user-supplied addresses: http(s) only; the host is resolved and
 * every address vetted (no private, loopback, link-local, CGNAT, multicast… see address-rules);
 * the connection goes to the vetted address (pinned through the socket's lookup, so a DNS rebind
 * cannot swap it); at most `maxRedirects` redirects, each vetted again; a timeout and a size cap.
 */
export function createSafeFetch(options: SafeFetchOptions = {}) {
  const allowed = new Set((options.allowedPrivateHosts ?? []).map((h) => h.toLowerCase()));
  const resolve = options.resolve ?? defaultResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const userAgent = options.userAgent ?? 'PodiumLinkChecker/1.0';

  async function vet(url: URL): Promise<{ address: string; family: number }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('BAD_URL', 'Only http and https addresses can be fetched');
    if (url.username || url.password) throw new SafeFetchError('BAD_URL', 'Addresses with credentials are not fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    let addresses: { address: string; family: number }[];
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        throw new SafeFetchError('DNS_FAILED', `The host ${host} could not be found`);
      }
    }
    if (addresses.length === 0) throw new SafeFetchError('DNS_FAILED', `The host ${host} could not be found`);
    const hostPort = `${url.hostname.toLowerCase()}:${port}`;
    if (!allowed.has(hostPort) && addresses.some((a) => isBlockedAddress(a.address))) {
      throw new SafeFetchError('BLOCKED_ADDRESS', `The address ${host} is private or reserved and is not fetched`);
    }
    return addresses[0]!;
  }

  function once(url: URL, pinned: { address: string; family: number }, method: string, init: SafeFetchInit, signal: AbortSignal): Promise<SafeResponse> {
    const cap = init.maxBytes ?? maxBytes;
    const tooLarge = () => new SafeFetchError('TOO_LARGE', `The answer is larger than ${cap} bytes`);
    return new Promise((resolvePromise, reject) => {
      const lookup = (_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (opts?.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      };
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method,
        lookup: lookup as never,
        agent: false,
        signal,
        headers: { 'user-agent': userAgent, accept: '*/*', ...init.headers },
      });
      request.on('error', (error) => reject(signal.aborted ? abortError(signal) : new SafeFetchError('NETWORK', `The request failed: ${error.message}`)));
      request.on('response', (response: IncomingMessage) => {
        const answer = { url: url.toString(), status: response.statusCode ?? 0, headers: response.headers };
        // a 304 carries no body: the caller keeps what it has
        if (!init.readBody || REDIRECTS.has(answer.status) || answer.status === 304) {
          response.destroy();
          resolvePromise({ ...answer, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (declared > cap) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        // the cap counts the bytes as decoded: a small gzip that inflates past it (a bomb) is refused
        const decoder = decoderOf(response.headers['content-encoding']);
        const body: Readable = decoder ? response.pipe(decoder) : response;
        const fail = (error: Error) => {
          response.destroy();
          decoder?.destroy();
          reject(error);
        };
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > cap) return fail(tooLarge());
          chunks.push(chunk);
        });
        body.on('end', () => resolvePromise({ ...answer, body: Buffer.concat(chunks) }));
        response.on('error', (error) => fail(signal.aborted ? abortError(signal) : new SafeFetchError('NETWORK', error.message)));
        decoder?.on('error', () => fail(new SafeFetchError('NETWORK', `The answer could not be decompressed (${response.headers['content-encoding']})`)));
      });
      request.end();
    });
  }

  function abortError(signal: AbortSignal): Error {
    const reason = signal.reason as { name?: string } | undefined;
    return reason?.name === 'TimeoutError' ? new SafeFetchError('TIMEOUT', `No answer within ${timeoutMs / 1000} s`) : (signal.reason as Error);
  }

  /**
   * Requests `address` (GET unless told), with any extra `headers`, following vetted redirects
   * (`movedTo` says where permanent ones lead). The body is read (up to the cap, counted after a gzip or deflate body is decoded) only with
   * `readBody`; a 304 answers an empty body. Throws SafeFetchError on a refusal, timeout or network failure.
   */
  async function safeFetch(address: string, init: SafeFetchInit = {}): Promise<SafeResponse> {
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new SafeFetchError('BAD_URL', 'Not a web address');
    }
    let method = init.method ?? 'GET';
    let movedTo: string | undefined;
    let permanentSoFar = true;
    for (let redirects = 0; ; redirects++) {
      if (signal.aborted) throw abortError(signal);
      const pinned = await vet(url);
      const response = await once(url, pinned, method, init, signal);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.status) || !location) return movedTo === undefined ? response : { ...response, movedTo };
      if (redirects >= maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`);
      try {
        url = new URL(location, url);
      } catch {
        throw new SafeFetchError('BAD_URL', 'The redirect leads to no valid address');
      }
      permanentSoFar &&= response.status === 301 || response.status === 308;
      if (permanentSoFar) movedTo = url.toString();
      if (response.status === 303) method = 'GET';
    }
  }

  /**
   * Whether a link works: HEAD first, then GET when the server refuses HEAD (405, 501, 403) or
   * fails on it. A status below 400 is working; anything else says why not.
   */
  async function checkLink(address: string, signal?: AbortSignal): Promise<LinkCheck> {
    let head: SafeResponse | SafeFetchError;
    try {
      head = await safeFetch(address, { method: 'HEAD', signal });
    } catch (error) {
      if (!(error instanceof SafeFetchError) || error.code !== 'NETWORK') return failure(error);
      head = error;
    }
    if (!(head instanceof SafeFetchError) && ![403, 405, 501].includes(head.status)) return verdict(head);
    try {
      return verdict(await safeFetch(address, { method: 'GET', signal }));
    } catch (error) {
      return failure(error);
    }
  }

  return { fetch: safeFetch, checkLink };
}

/** A safe fetcher: its fetch and link check. */
export type SafeFetch = ReturnType<typeof createSafeFetch>;

function verdict(response: SafeResponse): LinkCheck {
  return response.status < 400
    ? { ok: true, status: response.status, reason: null }
    : { ok: false, status: response.status, reason: `HTTP ${response.status}` };
}

function failure(error: unknown): LinkCheck {
  if (error instanceof SafeFetchError) return { ok: false, status: null, reason: error.message };
  throw error;
}

/** The app's safe fetcher, with the private hosts its configuration lets through (tests only); `options` may set its timeout, cap… */
export function safeFetchFor(
  config: { outboundAllowedPrivateHosts: readonly string[] },
  options: Omit<SafeFetchOptions, 'allowedPrivateHosts'> = {},
): SafeFetch {
  return createSafeFetch({ ...options, allowedPrivateHosts: config.outboundAllowedPrivateHosts });
}
