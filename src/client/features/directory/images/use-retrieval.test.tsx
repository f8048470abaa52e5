// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@client/components/ui/toast-store';
import { setApiTransport } from '@client/lib/api';
import { IMAGE_AUDIT_KEYS } from './image-audit-keys';
import type { RetrievalKind } from './retrievals';
import { RETRIEVAL_RESET_MS, useRetrieval } from './use-retrieval';

const target = { slug: 'ada', name: 'Ada', recordid: 'rec1', photo: '/uploads/a.png' };
/** The requests the retrievals made, and the answer the next one gets (a status and body, or a network failure). */
let sent: { path: string; body: unknown }[] = [];
let answer: { status: number; body?: unknown } | 'network' = { status: 200, body: {} };

beforeEach(() => {
  sent = [];
  setApiTransport(async (path, init) => {
    sent.push({ path: String(path), body: JSON.parse(String(init?.body)) });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

function renderRetrieval(kind: RetrievalKind) {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useRetrieval(kind, target), { wrapper }), invalidated };
}

/** The newest toast's type, title and message. */
const lastToast = () => {
  const { type, title, message } = getToasts()[0];
  return { type, title, message };
};

describe('useRetrieval', () => {
  it('image: idle → retrieving → success, posts the slug and photo, toasts and refreshes stats, list and profile', async () => {
    answer = {
      status: 200,
      body: { success: true, message: 'Photo stored', result: { validationResult: { isValid: true, issues: [] }, localimage: '/uploads/n.png' } },
    };
    const { result, invalidated } = renderRetrieval('image');
    expect(result.current.status).toBe('idle');
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run();
    });
    expect(result.current.status).toBe('retrieving');
    await act(() => done);
    expect(result.current.status).toBe('success');
    expect(sent).toEqual([{ path: '/api/admin/image-audit/retrieve-airtable', body: { clientSlug: 'ada', imageUrl: '/uploads/a.png' } }]);
    expect(lastToast()).toEqual({ type: 'success', title: 'Image Retrieved', message: 'Photo stored' });
    expect(invalidated).toEqual([IMAGE_AUDIT_KEYS.stats, IMAGE_AUDIT_KEYS.list, ['clients']]);
  });

  it('image: failed with the server message, its fallback, or a Retrieval Error without an answer', async () => {
    const { result, invalidated } = renderRetrieval('image');
    answer = { status: 200, body: { success: false, message: 'The photo is 120 × 90 px' } };
    await act(() => result.current.run());
    expect(result.current.status).toBe('failed');
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Failed', message: 'The photo is 120 × 90 px' });
    answer = { status: 502 };
    await act(() => result.current.run());
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Failed', message: 'Failed to retrieve image from Airtable.' });
    answer = 'network';
    await act(() => result.current.run());
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Error', message: 'An error occurred while retrieving the image.' });
    expect(result.current.status).toBe('failed');
    expect(invalidated).toEqual([]);
  });

  it('data: idle → loading → success, back to idle after 3 s', async () => {
    vi.useFakeTimers();
    answer = { status: 200, body: { success: true, message: 'Fields updated' } };
    const { result } = renderRetrieval('data');
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run();
    });
    expect(result.current.status).toBe('loading');
    await act(() => done);
    expect(result.current.status).toBe('success');
    expect(lastToast()).toEqual({ type: 'success', title: 'Data Retrieved', message: 'Fields updated' });
    act(() => vi.advanceTimersByTime(RETRIEVAL_RESET_MS - 1));
    expect(result.current.status).toBe('success');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('data: error with the data strings, then idle', async () => {
    vi.useFakeTimers();
    const { result } = renderRetrieval('data');
    answer = { status: 200, body: { success: false, message: '' } };
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Failed', message: 'Failed to retrieve data from Airtable.' });
    answer = 'network';
    await act(() => result.current.run());
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Error', message: 'An error occurred while retrieving the data.' });
    act(() => vi.advanceTimersByTime(RETRIEVAL_RESET_MS));
    expect(result.current.status).toBe('idle');
  });

  it.each([
    ['media-images', 'retrieve-media-images', 'Failed to retrieve media images'],
    ['talking-points', 'retrieve-talking-points', 'Failed to retrieve talking points from Airtable'],
    ['sample-questions', 'retrieve-sample-questions', 'Failed to retrieve sample questions from Airtable'],
  ] as const)('%s: posts the slug; its failure says %s', async (kind, path, failure) => {
    const { result } = renderRetrieval(kind);
    answer = { status: 200, body: { message: '3 retrieved' } };
    await act(() => result.current.run());
    expect(sent.at(-1)).toEqual({ path: `/api/admin/image-audit/${path}`, body: { clientSlug: 'ada' } });
    expect(lastToast()).toMatchObject({ type: 'success', message: '3 retrieved' });
    answer = { status: 500, body: { message: 'Internal Server Error' } };
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Failed', message: 'Internal Server Error' });
    answer = { status: 503 };
    await act(() => result.current.run());
    expect(lastToast()).toEqual({ type: 'error', title: 'Retrieval Failed', message: failure });
  });
});
