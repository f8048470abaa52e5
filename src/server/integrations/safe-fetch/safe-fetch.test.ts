import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-rules';
import { createSafeFetch, type SafeFetchOptions } from './safe-fetch';

let server: Server;
let port: number;
let other: Server;
let otherPort: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok') return res.end('fine');
    if (path === '/no-head') return res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/hop') return res.writeHead(301, { location: '/ok' }).end();
    if (path === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    if (path === '/to-other-port') return res.writeHead(307, { location: `http://127.0.0.1:${otherPort}/` }).end();
    if (path === '/slow') return; // never answers
    if (path === '/big') return res.end('x'.repeat(5_000));
    if (path === '/echo') return res.end(JSON.stringify(req.headers));
    if (path === '/conditional') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end();
      return res.writeHead(200, { etag: '"v1"' }).end('full');
    }
    if (path === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('zipped text'));
    if (path === '/deflate') return res.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync('deflated text'));
    if (path === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5_000_000)));
    if (path === '/bad-gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip at all');
    if (path === '/big-chunked') {
      res.write('x'.repeat(800));
      return res.end('x'.repeat(800));
    }
    res.writeHead(404).end();
  });
  other = createServer((_req, res) => res.end('other'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  otherPort = (other.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => other.close(r))]);
});

const local = (options: SafeFetchOptions = {}) => createSafeFetch({ allowedPrivateHosts: [`127.0.0.1:${port}`], timeoutMs: 2_000, ...options });
const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { code?: string }) => error.code,
  );

describe('isBlockedAddress', () => {
  it('blocks private, loopback, link-local, unique-local, CGNAT, multicast, unspecified and broadcast addresses, IPv4 and IPv6', () => {
    const blocked = ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255'];
    const blocked6 = ['::1', '::', 'fe80::1', 'fd00::1', 'fc00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1'];
    for (const address of [...blocked, ...blocked6, 'not-an-ip']) expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  it('blocks the IPv6 forms of private IPv4 addresses: mapped, translated and NAT64 judged by their IPv4, local NAT64, 6to4 and Teredo refused', () => {
    const mapped = ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::FFFF:192.168.1.1', '::ffff:a9fe:a9fe', '::ffff:0:0'];
    const translated = ['::ffff:0:7f00:1', '::ffff:0:10.0.0.1'];
    const nat64 = ['64:ff9b::7f00:1', '64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe'];
    const tunnelled = [
      '64:ff9b:1::7f00:1',
      '64:ff9b:1::808:808',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ];
    for (const address of [...mapped, ...translated, ...nat64, ...tunnelled]) expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['::ffff:0:808:808', '64:ff9b::808:808', '2001:4860:4860::8888']) expect(isBlockedAddress(address), address).toBe(false);
  });
});

describe('createSafeFetch', () => {
  it('refuses private addresses, literal or resolved, and other schemes', async () => {
    const safe = createSafeFetch({ resolve: async () => [{ address: '10.1.2.3', family: 4 }] });
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://internal.example/',
    ]) {
      expect(await refusal(safe.fetch(url)), url).toBe('BLOCKED_ADDRESS');
    }
    expect(await refusal(createSafeFetch().fetch(`http://localhost:${port}/ok`))).toBe('BLOCKED_ADDRESS');
    expect(await refusal(safe.fetch('ftp://example.com/file'))).toBe('BAD_URL');
    expect(await refusal(safe.fetch('file:///etc/passwd'))).toBe('BAD_URL');
  });

  it('reaches an allowed test host, pinned to the vetted address, and only on its port', async () => {
    const answer = await local().fetch(`http://127.0.0.1:${port}/ok`, { readBody: true });
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.toString()).toBe('fine');
    // a name no DNS knows: the connection goes to the address the resolver vetted
    const pinned = createSafeFetch({ allowedPrivateHosts: [`pinned.test:${port}`], resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect((await pinned.fetch(`http://pinned.test:${port}/ok`)).status).toBe(200);
    expect(await refusal(local().fetch(`http://127.0.0.1:${otherPort}/`))).toBe('BLOCKED_ADDRESS');
  });

  it('follows a few redirects, vetting each, and refuses a redirect to a private address or too many', async () => {
    expect(await local().fetch(`http://127.0.0.1:${port}/hop`)).toMatchObject({ status: 200, url: `http://127.0.0.1:${port}/ok` });
    expect(await refusal(local().fetch(`http://127.0.0.1:${port}/to-private`))).toBe('BLOCKED_ADDRESS');
    expect(await refusal(local().fetch(`http://127.0.0.1:${port}/to-other-port`))).toBe('BLOCKED_ADDRESS');
    expect(await refusal(local().fetch(`http://127.0.0.1:${port}/loop`))).toBe('TOO_MANY_REDIRECTS');
  });

  it('gives up after the timeout and past the size cap', async () => {
    expect(await refusal(local({ timeoutMs: 200 }).fetch(`http://127.0.0.1:${port}/slow`))).toBe('TIMEOUT');
    expect(await refusal(local({ maxBytes: 1_000 }).fetch(`http://127.0.0.1:${port}/big`, { readBody: true }))).toBe('TOO_LARGE');
    expect(await refusal(local({ maxBytes: 1_000 }).fetch(`http://127.0.0.1:${port}/big-chunked`, { readBody: true }))).toBe('TOO_LARGE');
  });

  it('sends extra request headers, and answers a 304 with an empty body', async () => {
    const safe = local();
    const echoed = await safe.fetch(`http://127.0.0.1:${port}/echo`, {
      readBody: true,
      headers: { 'if-none-match': '"v1"', 'accept-encoding': 'gzip, deflate' },
    });
    expect(JSON.parse(echoed.body.toString())).toMatchObject({
      'if-none-match': '"v1"',
      'accept-encoding': 'gzip, deflate',
      'user-agent': 'PodiumLinkChecker/1.0',
    });
    expect(await safe.fetch(`http://127.0.0.1:${port}/conditional`, { readBody: true, headers: { 'if-none-match': '"v1"' } })).toMatchObject({
      status: 304,
      body: Buffer.alloc(0),
    });
    expect((await safe.fetch(`http://127.0.0.1:${port}/conditional`, { readBody: true })).body.toString()).toBe('full');
  });

  it('decodes gzip and deflate bodies, counting the cap on the decoded bytes (a gzip bomb is too large)', async () => {
    const safe = local({ maxBytes: 100_000 });
    expect((await safe.fetch(`http://127.0.0.1:${port}/gzip`, { readBody: true })).body.toString()).toBe('zipped text');
    expect((await safe.fetch(`http://127.0.0.1:${port}/deflate`, { readBody: true })).body.toString()).toBe('deflated text');
    expect(await refusal(safe.fetch(`http://127.0.0.1:${port}/bomb`, { readBody: true }))).toBe('TOO_LARGE');
    expect(await refusal(local({ maxBytes: 10_000_000 }).fetch(`http://127.0.0.1:${port}/bomb`, { readBody: true, maxBytes: 1_000 }))).toBe('TOO_LARGE');
    expect(await refusal(safe.fetch(`http://127.0.0.1:${port}/bad-gzip`, { readBody: true }))).toBe('NETWORK');
  });

  it('checks links with HEAD, falling back to GET when HEAD is refused', async () => {
    const safe = local();
    expect(await safe.checkLink(`http://127.0.0.1:${port}/ok`)).toEqual({ ok: true, status: 200, reason: null });
    expect(await safe.checkLink(`http://127.0.0.1:${port}/no-head`)).toEqual({ ok: true, status: 200, reason: null });
    expect(await safe.checkLink(`http://127.0.0.1:${port}/missing`)).toEqual({ ok: false, status: 404, reason: 'HTTP 404' });
    expect((await safe.checkLink('http://10.0.0.1/')).ok).toBe(false);
  });
});
