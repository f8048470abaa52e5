// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientMessageOf } from '@tests/fixtures/message';
import type { Message } from '@shared/api/messaging/messages';
import type { ServerToClientEvents } from '@shared/realtime';
import { typingLine, useLiveThread } from './use-live-thread';

/** The live socket stood in for: handlers by event, and the rooms joined. */
const live = vi.hoisted(() => ({ handlers: new Map<string, Set<(payload: never) => void>>(), joined: [] as number[], left: [] as number[] }));
vi.mock('./live-socket', () => ({
  onLive: (event: string, handler: (payload: never) => void) => {
    const set = live.handlers.get(event) ?? new Set();
    live.handlers.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  },
  joinThread: (id: number) => live.joined.push(id),
  leaveThread: (id: number) => live.left.push(id),
}));

function emit<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
  act(() => {
    for (const handler of live.handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload);
  });
}

afterEach(() => {
  cleanup();
  live.handlers.clear();
  live.joined.length = 0;
  live.left.length = 0;
});

const ada = { threadId: 7, senderType: 'client' as const, senderId: 3, name: 'Ada' };
const message = (over: Partial<Message> = {}): Message => clientMessageOf({ id: 1, threadId: 7, body: 'Hello', createdAt: new Date().toISOString(), ...over });

function renderLive(threadId: number) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ id }) => useLiveThread(id, 'team'), { wrapper, initialProps: { id: threadId } });
}

describe('useLiveThread', () => {
  it('joins the open thread and leaves it when another opens', () => {
    const { rerender } = renderLive(7);
    expect(live.joined).toEqual([7]);
    rerender({ id: 8 });
    expect(live.left).toEqual([7]);
    expect(live.joined).toEqual([7, 8]);
  });

  it('shows who types in this thread until they stop, leave, or their message arrives', () => {
    const { result } = renderLive(7);
    emit('user_typing', { ...ada, threadId: 9, isTyping: true });
    expect(result.current.typing).toEqual([]);
    emit('user_typing', { ...ada, isTyping: true });
    expect(result.current.typing).toEqual(['Ada']);
    emit('user_typing', { ...ada, isTyping: false });
    expect(result.current.typing).toEqual([]);

    emit('user_typing', { ...ada, isTyping: true });
    emit('user_left_thread', ada);
    expect(result.current.typing).toEqual([]);

    emit('user_typing', { ...ada, isTyping: true });
    emit('new_message', message());
    expect(result.current.typing).toEqual([]);
  });

  it('announces incoming messages of this thread only, never the side’s own', () => {
    const { result } = renderLive(7);
    emit('new_message', message({ id: 1, body: 'From Ada' }));
    emit('new_message', message({ id: 2, threadId: 9, body: 'Elsewhere' }));
    emit('new_message', message({ id: 3, senderType: 'team', senderId: 5, senderName: 'Tom', recipientType: 'client', body: 'Ours' }));
    expect(result.current.announcements).toEqual([{ id: 1, text: 'Ada: From Ada' }]);
  });
});

describe('typingLine', () => {
  it('names one, two or more people typing, and nobody as null', () => {
    expect(typingLine([])).toBeNull();
    expect(typingLine(['Ada'])).toBe('Ada is typing…');
    expect(typingLine(['Ada', 'Tom'])).toBe('Ada and Tom are typing…');
    expect(typingLine(['Ada', 'Tom', 'Lea'])).toBe('Ada, Tom and Lea are typing…');
  });
});
