import { afterEach, expect, it, vi } from 'vitest';
import { getLiveStatus, startLiveSocket, stopLiveSocket } from './live-socket';

/** A stand-in for socket.io-client's socket: records listeners, connect() and disconnect(). */
class FakeSocket {
  connected = false;
  readonly listeners = new Map<string, (...args: unknown[]) => void>();
  readonly connect = vi.fn();
  readonly disconnect = vi.fn();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, listener);
    return this;
  }
  emit() {
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.(...args);
  }
}

const made = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    made.push(socket);
    return socket;
  },
}));

afterEach(() => {
  stopLiveSocket();
  made.length = 0;
});

it('connects again when the server ended the socket (a node draining, an account whose access changed)', async () => {
  await startLiveSocket('user:1');
  const socket = made[0]!;
  socket.fire('connect');
  expect(getLiveStatus()).toBe('connected');
  socket.fire('disconnect', 'io server disconnect');
  expect(getLiveStatus()).toBe('disconnected');
  expect(socket.connect).toHaveBeenCalledTimes(1);
});

it('leaves a lost transport to socket.io-client’s own reconnection', async () => {
  await startLiveSocket('user:2');
  const socket = made[0]!;
  socket.fire('connect');
  socket.fire('disconnect', 'transport close');
  expect(getLiveStatus()).toBe('disconnected');
  expect(socket.connect).not.toHaveBeenCalled();
});
