import type pg from 'pg';

/** How long a request waits for a pooled connection before it is answered 503 (the database is away or saturated). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type Warn = (error: Error, what: string) => void;

/**
 * Gives every client the pool makes an `error` listener for as long as it lives. node-postgres
 * only listens on idle clients: a client held between queries (a transaction, a LISTEN, an
 * advisory lock) whose connection dies (a PostgreSQL restart) emits `error`, and with nobody
 * listening the process exits. The holder still learns of the loss from its next query, or
 * from the client's `end` event.
 */
export function guardPool(pool: pg.Pool, warn: Warn): pg.Pool {
  pool.on('error', (error) => warn(error, 'idle PostgreSQL connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => warn(error, 'PostgreSQL connection lost'));
  });
  return pool;
}

/** Error codes of node's sockets that mean the server can't be reached. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server going away or not yet back: connection exceptions (class 08),
 * too many connections, and the operator-intervention shutdowns and start-up of class 57P.
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '53300' || code === '57P01' || code === '57P02' || code === '57P03';
}

/** What node-postgres says when a connection ends or can't be had in time (it sets no code for these). */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed/,
];

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps the driver's) means the
 * database is unreachable for now, rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
    if (LOST_MESSAGES.some((pattern) => pattern.test(e instanceof Error ? e.message : ''))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
