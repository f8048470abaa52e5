// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { messagingRoutes } from '@shared/api/messaging/route-table';
import { ApiError } from './api';
import { addressOf, call, callOrNull } from './call';

afterEach(() => vi.unstubAllGlobals());

describe('typed calls', () => {
  it('put the params into the path and leave out query values that are undefined', () => {
    expect(addressOf(messagingRoutes.threadHistory, { params: { threadId: 7 }, query: { before: undefined, limit: 20 } })).toBe(
      '/api/messages/threads/7?limit=20',
    );
    expect(addressOf(messagingRoutes.teamThreads, { query: { q: 'a&b c', offset: 0 } })).toBe('/api/admin/messages?q=a%26b+c&offset=0');
    expect(addressOf(messagingRoutes.markMessageRead, { params: { id: '12/../x' } })).toBe('/api/messages/12%2F..%2Fx/read');
  });

  it('send the route’s method and body, and answer the parsed body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":3}', { status: 201, headers: { 'content-type': 'application/json' } })),
    );
    expect(await call(messagingRoutes.send, { body: { body: 'Hello', threadId: 4 } })).toEqual({ id: 3 });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/messages');
    expect(init).toMatchObject({ method: 'POST', body: '{"body":"Hello","threadId":4}' });
  });

  it('answer null for a record the server does not have (404), and throw other failures', async () => {
    const answer = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, '{"message":"Video not found"}')),
    );
    expect(await callOrNull(directoryRoutes.video, { params: { id: 5 }, query: { client: 'ada' } })).toBeNull();
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/videos/5?client=ada');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, '{"slug":"ada"}')),
    );
    expect(await callOrNull(directoryRoutes.profile, { params: { slug: 'ada' } })).toEqual({ slug: 'ada' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, '{"message":"Boom"}')),
    );
    await expect(callOrNull(directoryRoutes.profile, { params: { slug: 'ada' } })).rejects.toBeInstanceOf(ApiError);
    await expect(callOrNull(directoryRoutes.profile, { params: { slug: 'ada' } })).rejects.toMatchObject({ status: 500, message: 'Boom' });
  });

  it('are checked at compile time against the route’s schemas', () => {
    // @ts-expect-error: the thread's history needs its threadId
    expect(() => addressOf(messagingRoutes.threadHistory, {})).not.toThrow();
    // @ts-expect-error: a message's body is text
    void (() => call(messagingRoutes.send, { body: { body: 42, threadId: 1 } }));
    // @ts-expect-error: the digest settings take no query
    void (() => call(messagingRoutes.digestSettings, { query: { x: 1 } }));
  });
});
