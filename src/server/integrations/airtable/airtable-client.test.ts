import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type FakeAirtable, startFakeAirtable } from '@tests/fakes/airtable-server';
import { type AirtableClientConfig, AirtableError, airtableAttachmentSchema, createAirtableClient } from './airtable-client';

let fake: FakeAirtable;
beforeAll(async () => {
  fake = await startFakeAirtable();
  fake.seedTable('Clients', 250, (i) => ({ Name: `Client ${i}`, Headline: `Headline ${i}` }));
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** A client of the fake that records the waits between retries instead of waiting. */
function clientOf(overrides: Partial<AirtableClientConfig> = {}) {
  const waits: number[] = [];
  const client = createAirtableClient({
    apiKey: fake.apiKey,
    baseId: fake.baseId,
    baseUrl: fake.baseUrl,
    timeoutMs: 2_000,
    allowedPrivateHosts: [fake.hostPort],
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  });
  return { client, waits };
}

/** The kind of AirtableError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AirtableError);
  return (error as AirtableError).kind;
}

/** Every record of a table, page by page. */
async function listAll(client: ReturnType<typeof clientOf>['client'], table: string, options?: { fields?: string[]; pageSize?: number }) {
  const pages: string[][] = [];
  for await (const page of client.listRecords(table, options)) pages.push(page.map((r) => r.id));
  return pages;
}

it('is not configured without a key or a base, and says so without calling out', async () => {
  const { client } = clientOf({ apiKey: undefined });
  expect(client.configured).toBe(false);
  expect(await failureOf(listAll(client, 'Clients'))).toBe('not_configured');
  expect(await failureOf(client.getRecord('Clients', 'recX'))).toBe('not_configured');
  expect(clientOf({ baseId: '' }).client.configured).toBe(false);
  expect(fake.requests).toEqual([]);
});

it('pages through 250 records by offset, with the asked fields only', async () => {
  const { client } = clientOf();
  const pages: { id: string; fields: Record<string, unknown> }[][] = [];
  for await (const page of client.listRecords('Clients', { fields: ['Name'] })) pages.push(page);
  expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
  expect(pages.flat().map((r) => r.id)).toEqual(fake.table('Clients')!.map((r) => r.id));
  expect(pages[2]!.at(-1)!.fields).toEqual({ Name: 'Client 249' });
  expect(fake.requests.map((r) => [r.query.get('pageSize'), r.query.has('offset'), r.query.getAll('fields[]')])).toEqual([
    ['100', false, ['Name']],
    ['100', true, ['Name']],
    ['100', true, ['Name']],
  ]);
});

it('reads one record, answers undefined for a missing one and not_found for a missing table', async () => {
  const { client } = clientOf();
  const first = fake.table('Clients')![0]!;
  expect(await client.getRecord('Clients', first.id)).toEqual(first);
  expect(await client.getRecord('Clients', 'recDOESNOTEXIST00')).toBeUndefined();
  expect(await failureOf(client.getRecord('No such table', first.id))).toBe('not_found');
  expect(await failureOf(listAll(client, 'No such table'))).toBe('not_found');
});

it('calls a wrong key "rejected" without retrying', async () => {
  const { client, waits } = clientOf({ apiKey: 'patWRONG' });
  expect(await failureOf(listAll(client, 'Clients'))).toBe('rejected');
  expect(fake.requests.map((r) => r.status)).toEqual([401]);
  expect(waits).toEqual([]);
});

it('rides out a 429 storm, waiting as Retry-After says (30 s when it says nothing), then gives up as rate_limited', async () => {
  const { client, waits } = clientOf({ maxRetries: 4, requestsPerSecond: 50 });
  fake.rateLimitNext(3, 2);
  fake.rateLimitNext(1, null);
  expect((await client.getRecord('Clients', fake.table('Clients')![0]!.id))?.fields.Name).toBe('Client 0');
  expect(waits).toEqual([2000, 2000, 2000, 30_000]);
  expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 429, 429, 200]);

  fake.rateLimitNext(10, 1);
  expect(await failureOf(listAll(client, 'Clients'))).toBe('rate_limited');
  expect(fake.requests.length).toBe(5 + 5);
});

it('retries 5xx with growing, jittered backoff, then gives up as upstream', async () => {
  const { client, waits } = clientOf({ maxRetries: 3, requestsPerSecond: 50 });
  fake.failNext(2, 502);
  expect(await listAll(client, 'Clients')).toHaveLength(3);
  expect(waits).toHaveLength(2);
  expect(waits[0]).toBeGreaterThanOrEqual(250);
  expect(waits[0]).toBeLessThanOrEqual(500);
  expect(waits[1]).toBeGreaterThanOrEqual(500);
  expect(waits[1]).toBeLessThanOrEqual(1000);

  fake.reset();
  fake.failNext(10, 500);
  expect(await failureOf(client.getRecord('Clients', 'recA'))).toBe('upstream');
  expect(fake.requests.length).toBe(4);
});

it('tells onCall of every try: a 5xx retried, then the pages that came back', async () => {
  const calls: boolean[] = [];
  const { client } = clientOf({ maxRetries: 3, requestsPerSecond: 50, onCall: (ok) => calls.push(ok) });
  fake.failNext(2, 502);
  expect(await listAll(client, 'Clients')).toHaveLength(3);
  expect(calls).toEqual([false, false, true, true, true]);
});

it('keeps to 5 requests in any second, shared by concurrent callers', async () => {
  const { client } = clientOf();
  const ids = fake
    .table('Clients')!
    .slice(0, 12)
    .map((r) => r.id);
  const started = performance.now();
  const records = await Promise.all(ids.map((id) => client.getRecord('Clients', id)));
  expect(records.map((r) => r?.id)).toEqual(ids);
  expect(fake.maxRequestsWithin(1000)).toBeLessThanOrEqual(5);
  // 12 requests at 5 per second: three rounds, two seconds apart from the first
  expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
});

it('times out a slow answer, retries it, then gives up as timeout', async () => {
  const { client, waits } = clientOf({ timeoutMs: 150, maxRetries: 1 });
  fake.mode = 'slow';
  fake.slowMs = 1_000;
  expect(await failureOf(client.getRecord('Clients', 'recA'))).toBe('timeout');
  expect(fake.requests.length).toBe(2);
  expect(waits).toHaveLength(1);
});

it('calls a body that is not JSON, or JSON of the wrong shape, "malformed" without retrying', async () => {
  const { client } = clientOf();
  fake.mode = 'malformed';
  expect(await failureOf(listAll(client, 'Clients'))).toBe('malformed');
  fake.mode = 'wrong-shape';
  expect(await failureOf(listAll(client, 'Clients'))).toBe('malformed');
  expect(fake.requests.length).toBe(2);
});

it('calls a server killed mid-list "unreachable", and lists cleanly once it is back', async () => {
  const { client, waits } = clientOf({ maxRetries: 2, requestsPerSecond: 50 });
  fake.killAfter(1);
  const pages: number[] = [];
  const failure = await failureOf(
    (async () => {
      for await (const page of client.listRecords('Clients')) pages.push(page.length);
    })(),
  );
  expect(failure).toBe('unreachable');
  expect(pages).toEqual([100]);
  expect(waits).toHaveLength(2);
  fake.revive();
  expect((await listAll(client, 'Clients')).flat()).toHaveLength(250);
});

it('downloads an attachment, refuses an expired link and one over the size cap', async () => {
  const { client } = clientOf();
  const body = Buffer.from('a fake jpeg, 40 bytes long..............');
  const attachment = fake.addAttachment({ filename: 'Ada Photo.jpg', type: 'image/jpeg', body, width: 800, height: 800, ttlMs: 60_000 });
  expect(airtableAttachmentSchema.parse(attachment)).toEqual(attachment);
  expect(await client.downloadAttachment(attachment.url, { maxBytes: 1_000 })).toEqual({ body, contentType: 'image/jpeg' });
  expect(await failureOf(client.downloadAttachment(attachment.url, { maxBytes: 10 }))).toBe('too_large');
  expect(await failureOf(client.downloadAttachment(attachment.url.replace(/sig=\w+/, 'sig=forged'), { maxBytes: 1_000 }))).toBe('expired');
  fake.advanceClock(60_001);
  expect(await failureOf(client.downloadAttachment(attachment.url, { maxBytes: 1_000 }))).toBe('expired');
  expect(fake.requests.map((r) => r.status)).toEqual([200, 200, 403, 410]);
  // without the test-only allowance the SSRF guard refuses the loopback address
  expect(await failureOf(clientOf({ allowedPrivateHosts: [] }).client.downloadAttachment(attachment.url, { maxBytes: 1_000 }))).toBe('rejected');
});

it('pages 10,000 records quickly when the limiter allows it', async () => {
  fake.seedTable('Big', 10_000, (i) => ({ Name: `Guest ${i}`, Bio: 'x'.repeat(200) }));
  const { client } = clientOf({ requestsPerSecond: 1_000 });
  const started = performance.now();
  const pages = await listAll(client, 'Big');
  expect(pages.flat()).toHaveLength(10_000);
  // 100 pages at Airtable's 5 a second would take 20 s: well under that, the limiter let them through
  // at once (a busy 2-core test machine takes about 6 s to fetch and read them)
  expect(performance.now() - started).toBeLessThan(14_000);
});
