import type { FastifyBaseLogger } from 'fastify';

/** What decides the address that links in emails, share tags and PDFs point to. */
interface PublicUrlConfig {
  /** PUBLIC_URL, without a trailing slash; when set it is always used. */
  publicUrl: string | undefined;
  /** The interface the server listens on (HOST); a named host there is trusted as a Host header. */
  host: string;
  port: number;
}

/** The parts of a request that name the address it came to. */
export interface RequestAddress {
  protocol: string;
  headers: { host?: string };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

/** The host name of a Host header without its port, lower-cased; undefined when malformed. */
function hostName(header: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(header.trim());
  return match?.[1].toLowerCase();
}

/** Whether a Host header may name the links we send: a loopback name, or the configured HOST. */
function isTrustedHost(header: string | undefined, configuredHost: string): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (!name) return false;
  if (LOOPBACK_NAMES.has(name) || /^127(\.\d{1,3}){3}$/.test(name)) return true;
  return !WILDCARD_HOSTS.has(configuredHost) && name === configuredHost.toLowerCase();
}

/**
 * The base address for links the server writes (reset and activation emails, og:url, og:image,
 * the PDF's profile link). PUBLIC_URL when set; otherwise the request's Host only when it is a
 * loopback name or the configured HOST, else http://localhost:{PORT}. Never an arbitrary Host
 * header, which would let anyone put their own address, with a live token, into an email.
 * The choice is logged when the Host header is refused.
 */
export function linkBaseUrl(request: RequestAddress, config: PublicUrlConfig, log?: Pick<FastifyBaseLogger, 'warn'>): string {
  if (config.publicUrl) return config.publicUrl;
  const header = request.headers.host;
  if (header && isTrustedHost(header, config.host)) return `${request.protocol}://${header.trim().toLowerCase()}`;
  const fallback = `http://localhost:${config.port}`;
  log?.warn({ host: header?.slice(0, 200) }, `PUBLIC_URL is unset and the Host header is not loopback or HOST: links use ${fallback}`);
  return fallback;
}
