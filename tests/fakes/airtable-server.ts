import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A record as Airtable answers it. */
export interface FakeAirtableRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

/** A record to put in a table: the id ("rec" + 14 characters) and creation time are made up when left out. */
export interface FakeAirtableRecordInput {
  id?: string;
  createdTime?: string;
  fields: Record<string, unknown>;
}

/** An attachment as Airtable lists it in an attachment field; its URLs point back at the fake and expire. */
export interface FakeAirtableAttachment {
  id: string;
  url: string;
  filename: string;
  size: number;
  type: string;
  width?: number;
  height?: number;
  thumbnails?: Record<'small' | 'large' | 'full', { url: string; width: number; height: number }>;
}

/** One request the fake received: when (performance.now() ms), API call or attachment download, and what it answered (0: killed). */
export interface FakeAirtableRequest {
  at: number;
  kind: 'api' | 'attachment';
  method: string;
  path: string;
  table?: string;
  recordId?: string;
  query: URLSearchParams;
  status: number;
}

/**
 * How API calls are answered besides the scripted faults: normally, a 200 that is not JSON, JSON
 * of the wrong shape, or after `slowMs`. Attachment downloads are not affected.
 */
export type FakeAirtableMode = 'ok' | 'malformed' | 'wrong-shape' | 'slow';

/** A local fake of the Airtable REST API (list and get records) and its attachment host, on 127.0.0.1. */
export interface FakeAirtable {
  /** Configure as AIRTABLE_BASE_URL, e.g. http://127.0.0.1:41234 (API under /v0/{baseId}/…). */
  readonly baseUrl: string;
  /** "127.0.0.1:{port}", for OUTBOUND_ALLOWED_PRIVATE_HOSTS / the client's allowedPrivateHosts. */
  readonly hostPort: string;
  readonly baseId: string;
  /** The only key it accepts (Authorization: Bearer …); any other gets 401. */
  readonly apiKey: string;
  mode: FakeAirtableMode;
  slowMs: number;
  /** Every request, in arrival order (API and attachments). */
  readonly requests: FakeAirtableRequest[];
  /** Replaces a table's records; answers the stored records. */
  setTable(name: string, records: FakeAirtableRecordInput[]): FakeAirtableRecord[];
  /** Replaces a table with `count` generated records (10,000 in milliseconds); `fieldsOf(i)` gives record i's fields. */
  seedTable(name: string, count: number, fieldsOf: (index: number) => Record<string, unknown>): FakeAirtableRecord[];
  /** A table's live records (change their fields in place to simulate edits in Airtable); undefined when no such table. */
  table(name: string): FakeAirtableRecord[] | undefined;
  /** Hosts a file and answers the attachment object to put in a record's field; its links expire after `ttlMs` (default 2 h). */
  addAttachment(file: { filename: string; type: string; body: Buffer; width?: number; height?: number; ttlMs?: number }): FakeAirtableAttachment;
  /** Moves the fake's clock (for link expiry) forward. */
  advanceClock(ms: number): void;
  /** The next `count` API calls answer 429 RATE_LIMIT_REACHED, with `Retry-After: {retryAfterSeconds}` unless null. */
  rateLimitNext(count: number, retryAfterSeconds?: number | null): void;
  /** The next `count` API calls answer `status` (a 5xx, default 503). */
  failNext(count: number, status?: number): void;
  /** Crashes the fake: every open connection is destroyed mid-request and new ones are dropped, until revive(). */
  kill(): void;
  /** The next `answered` API calls are answered, then the one after kills the fake (a crash mid-sync). */
  killAfter(answered: number): void;
  /** Answers again after kill() (same port). */
  revive(): void;
  /** Back to normal between tests: no scripted faults, mode ok, alive, request log emptied (tables and files stay). */
  reset(): void;
  /** The most requests of `kind` (default api) that arrived within any `windowMs` (default 1000). */
  maxRequestsWithin(windowMs?: number, kind?: FakeAirtableRequest['kind']): number;
  stop(): Promise<void>;
}

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const MAX_PAGE_SIZE = 100;
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Starts the fake on a free port of 127.0.0.1 (no tables until setTable/seedTable). */
export async function startFakeAirtable(options: { apiKey?: string; baseId?: string } = {}): Promise<FakeAirtable> {
  const apiKey = options.apiKey ?? 'patFAKEAIRTABLEKEY.0000';
  const baseId = options.baseId ?? 'appFAKEBASE000000';
  const secret = randomBytes(16);
  const tables = new Map<string, FakeAirtableRecord[]>();
  const files = new Map<string, { body: Buffer; type: string }>();
  const sockets = new Set<Socket>();
  const faults: { status: number; retryAfter: number | null }[] = [];
  let nextId = 0;
  let clockOffsetMs = 0;
  let down = false;
  let killCountdown: number | null = null;
  let origin = '';

  const makeId = (prefix: string) => {
    let n = nextId++;
    let tail = '';
    for (let i = 0; i < 14; i++, n = Math.floor(n / ID_CHARS.length)) tail = ID_CHARS[n % ID_CHARS.length] + tail;
    return prefix + tail;
  };
  const toRecord = (input: FakeAirtableRecordInput): FakeAirtableRecord => ({
    id: input.id ?? makeId('rec'),
    createdTime: input.createdTime ?? new Date().toISOString(),
    fields: input.fields,
  });
  const sign = (path: string, expires: number) => createHmac('sha256', secret).update(`${path}:${expires}`).digest('hex').slice(0, 32);
  const signedUrl = (id: string, filename: string, ttlMs: number) => {
    const path = `/attachments/${id}/${encodeURIComponent(filename)}`;
    const expires = Date.now() + clockOffsetMs + ttlMs;
    return `${origin}${path}?expires=${expires}&sig=${sign(path, expires)}`;
  };
  // the offset is opaque to the client: "itr" + the position, base64url-encoded with the table
  const offsetOf = (table: string, index: number) => `itr${Buffer.from(JSON.stringify([table, index])).toString('base64url')}`;
  const indexOf = (table: string, offset: string): number | undefined => {
    try {
      const [t, i] = JSON.parse(Buffer.from(offset.slice(3), 'base64url').toString()) as [unknown, unknown];
      return offset.startsWith('itr') && t === table && Number.isInteger(i) && (i as number) >= 0 ? (i as number) : undefined;
    } catch {
      return undefined;
    }
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
    return status;
  };

  const answerApi = async (req: IncomingMessage, res: ServerResponse, parts: string[], query: URLSearchParams, log: FakeAirtableRequest): Promise<number> => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    }
    const fault = faults.shift();
    if (fault) {
      if (fault.status === 429) {
        const headers: Record<string, string> = fault.retryAfter === null ? {} : { 'retry-after': String(fault.retryAfter) };
        return send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] }, headers);
      }
      return send(res, fault.status, { error: { type: 'SERVER_ERROR', message: 'Server error' } });
    }
    const [base, table, recordId] = parts;
    if (base !== baseId || !table || parts.length > 3)
      return send(res, 404, { error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' } });
    const records = tables.get(table);
    if (!records) return send(res, 404, { error: { type: 'TABLE_NOT_FOUND', message: `Could not find table ${table} in application ${baseId}` } });
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.mode === 'malformed') return send(res, 200, '{"records": [ {"id": ');
    if (state.mode === 'wrong-shape') return send(res, 200, { records: 'not a list' });
    if (recordId !== undefined) {
      log.recordId = recordId;
      const record = records.find((r) => r.id === recordId);
      return record ? send(res, 200, record) : send(res, 404, { error: 'NOT_FOUND' });
    }
    const pageSize = Number(query.get('pageSize') ?? MAX_PAGE_SIZE);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return send(res, 422, { error: { type: 'INVALID_REQUEST_UNKNOWN', message: 'Invalid request: parameter validation failed. Check your request data.' } });
    }
    const offset = query.get('offset');
    const start = offset === null ? 0 : indexOf(table, offset);
    if (start === undefined) return send(res, 422, { error: { type: 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', message: 'The offset is not valid' } });
    const wanted = query.getAll('fields[]');
    const page = records
      .slice(start, start + pageSize)
      .map((r) => (wanted.length === 0 ? r : { ...r, fields: Object.fromEntries(Object.entries(r.fields).filter(([name]) => wanted.includes(name))) }));
    const end = start + page.length;
    return send(res, 200, end < records.length ? { records: page, offset: offsetOf(table, end) } : { records: page });
  };

  const answerAttachment = (res: ServerResponse, url: URL): number => {
    const [, , id] = url.pathname.split('/');
    const file = files.get(id ?? '');
    const expires = Number(url.searchParams.get('expires'));
    if (!file) return send(res, 404, 'Not found');
    if (url.searchParams.get('sig') !== sign(url.pathname, expires)) return send(res, 403, 'Forbidden', { 'content-type': 'text/plain' });
    if (Date.now() + clockOffsetMs > expires) return send(res, 410, 'This link has expired', { 'content-type': 'text/plain' });
    res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.length) });
    res.end(file.body);
    return 200;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const isApi = url.pathname.startsWith('/v0/');
    const parts = url.pathname.split('/').slice(2).map(decodeURIComponent);
    const log: FakeAirtableRequest = {
      at: performance.now(),
      kind: isApi ? 'api' : 'attachment',
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      status: 0,
    };
    if (isApi) log.table = parts[1];
    state.requests.push(log);
    if (isApi && killCountdown !== null && killCountdown-- <= 0) {
      killCountdown = null;
      state.kill();
      return;
    }
    if (req.method !== 'GET') log.status = send(res, 405, { error: { type: 'METHOD_NOT_ALLOWED', message: 'Only GET is faked' } });
    else if (isApi) log.status = await answerApi(req, res, parts, url.searchParams, log);
    else if (url.pathname.startsWith('/attachments/')) log.status = answerAttachment(res, url);
    else log.status = send(res, 404, { error: 'NOT_FOUND' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    if (down) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const state: FakeAirtable = {
    baseUrl: origin,
    hostPort: `127.0.0.1:${port}`,
    baseId,
    apiKey,
    mode: 'ok',
    slowMs: 2_000,
    requests: [],
    setTable(name, records) {
      const stored = records.map(toRecord);
      tables.set(name, stored);
      return stored;
    },
    seedTable(name, count, fieldsOf) {
      return state.setTable(
        name,
        Array.from({ length: count }, (_, i) => ({ fields: fieldsOf(i) })),
      );
    },
    table: (name) => tables.get(name),
    addAttachment({ filename, type, body, width, height, ttlMs = TWO_HOURS_MS }) {
      const id = makeId('att');
      files.set(id, { body, type });
      const url = signedUrl(id, filename, ttlMs);
      const thumbnail = (w: number, h: number) => ({ url, width: w, height: h });
      return {
        id,
        url,
        filename,
        size: body.length,
        type,
        ...(width && height ? { width, height, thumbnails: { small: thumbnail(36, 36), large: thumbnail(512, 512), full: thumbnail(width, height) } } : {}),
      };
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    rateLimitNext(count, retryAfterSeconds = 1) {
      for (let i = 0; i < count; i++) faults.push({ status: 429, retryAfter: retryAfterSeconds });
    },
    failNext(count, status = 503) {
      for (let i = 0; i < count; i++) faults.push({ status, retryAfter: null });
    },
    kill() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    killAfter(answered) {
      killCountdown = answered;
    },
    revive() {
      down = false;
    },
    reset() {
      faults.length = 0;
      killCountdown = null;
      down = false;
      state.mode = 'ok';
      state.requests.length = 0;
    },
    maxRequestsWithin(windowMs = 1000, kind = 'api') {
      const times = state.requests.filter((r) => r.kind === kind).map((r) => r.at);
      times.sort((a, b) => a - b);
      let most = 0;
      for (let first = 0, last = 0; last < times.length; last++) {
        while (times[last]! - times[first]! >= windowMs) first++;
        most = Math.max(most, last - first + 1);
      }
      return most;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}
