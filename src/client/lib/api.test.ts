// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, shouldRetry } from './api';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status: number, body: string, contentType = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } })),
  );

describe('the query helper', () => {
  it('sends JSON with credentials and no cache, and returns the parsed body', async () => {
    stubFetch(200, '{"ok":true}');
    expect(await api('/api/x', { method: 'POST', body: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', cache: 'no-store', body: '{"a":1}' });
  });

  it("throws the server's message, or 'Request failed: {status}'", async () => {
    stubFetch(400, '{"message":"Bad thing"}');
    await expect(api('/api/x')).rejects.toMatchObject({ message: 'Bad thing', status: 400 });
    stubFetch(502, '<html>gateway</html>', 'text/html');
    await expect(api('/api/x')).rejects.toMatchObject({ message: 'Request failed: 502' });
  });

  it('retries never on 401 or 403, otherwise once', () => {
    expect(shouldRetry(0, new ApiError('x', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 500))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', 500))).toBe(false);
    expect(shouldRetry(0, new Error('network'))).toBe(true);
  });
});
