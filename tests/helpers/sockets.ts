import { io, type Socket } from 'socket.io-client';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@shared/realtime';

/** A test's socket with Podium's event maps. */
export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Connects a Socket.IO client to a running app as a browser on its page would: the session cookie,
 * and the app's own Origin (unless `origin` says otherwise; null sends none). Websocket only, no reconnection.
 */
export function openSocket(baseUrl: string, cookie: string | undefined, origin: string | null = baseUrl): TestSocket {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true, timeout: 5_000 });
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function connected(socket: TestSocket): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The reason a socket's connection was refused (rejects if it connects). */
export function refusal(socket: TestSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Sends an event with an acknowledgement and resolves with the server's answer. */
export function ask<E extends keyof ClientToServerEvents>(socket: TestSocket, event: E, payload: unknown): Promise<Parameters<Ack>[0]> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, ack: Ack) => void)(event, payload, resolve));
}

/** The first `event` the socket receives within `ms` (rejects after). */
export function nextEvent<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E, ms = 5_000): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    (socket.once as (e: string, l: (p: unknown) => void) => void)(event, (payload) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
    });
  });
}

/** Collects every `event` the socket receives, for asserting that none came. */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E): unknown[] {
  const seen: unknown[] = [];
  (socket.on as (e: string, l: (p: unknown) => void) => void)(event, (payload) => seen.push(payload));
  return seen;
}
