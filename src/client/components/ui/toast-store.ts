import { LIMITS } from '@shared/limits';

/** A notification toast. */
export interface Toast {
  id: string;
  type: 'message' | 'info' | 'success' | 'warning' | 'error';
  title: string;
  message?: string;
  messageId?: number;
  threadId?: number;
  senderName?: string;
  senderType?: 'team' | 'client';
  timestamp: number;
  autoClose?: boolean;
  duration?: number;
  closing?: boolean;
}

/** A toast's close timer: running (timer set, since startedAt) or held with `remaining` ms left. */
interface CloseTimer {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const closeTimers = new Map<string, CloseTimer>();
/** The toasts that hold every toast's close (pointer over, focus in): while there is one, none closes. */
const holders = new Set<string>();
const emit = () => {
  for (const l of listeners) l();
};

/** Subscribes to toast changes (for useSyncExternalStore). */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts shown now, newest first. */
export function getToasts(): Toast[] {
  return toasts;
}

/** Counts `ms` down to the toast's close, or keeps them waiting while the toasts are held. */
function runCloseTimer(id: string, ms: number): void {
  const held = holders.size > 0;
  closeTimers.set(id, { remaining: ms, startedAt: Date.now(), timer: held ? null : setTimeout(() => dismissToast(id), ms) });
}

/** Stops a running countdown, keeping the time it had left. */
function pauseCloseTimer(id: string, closing: CloseTimer): void {
  if (!closing.timer) return;
  clearTimeout(closing.timer);
  closeTimers.set(id, { remaining: Math.max(0, closing.remaining - (Date.now() - closing.startedAt)), startedAt: 0, timer: null });
}

function forgetCloseTimer(id: string): void {
  const closing = closeTimers.get(id);
  if (closing?.timer) clearTimeout(closing.timer);
  closeTimers.delete(id);
  setToastHeld(id, false);
}

/** Starts closing a toast: it fades for 150 ms, then goes. Closing one already closing or gone does nothing. */
export function dismissToast(id: string): void {
  forgetCloseTimer(id);
  if (!toasts.some((t) => t.id === id && !t.closing)) return;
  toasts = toasts.map((t) => (t.id === id ? { ...t, closing: true } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, LIMITS.toastFadeMs);
}

/**
 * Holds the auto-close of every toast while the pointer is over one or the focus is in one (so it
 * can be read and reached by keyboard, and no other toast closes and moves it from under the
 * pointer, as Radix and Sonner do); once the last hold is released (or its toast is gone), each
 * closes after the time it had left.
 */
export function setToastHeld(id: string, held: boolean): void {
  const wasHeld = holders.size > 0;
  if (held) holders.add(id);
  else holders.delete(id);
  if (wasHeld === holders.size > 0) return;
  for (const [timerId, closing] of closeTimers) {
    if (wasHeld) runCloseTimer(timerId, closing.remaining);
    else pauseCloseTimer(timerId, closing);
  }
}

/**
 * Shows a toast at the front (at most 5: older ones drop off). It closes after 5000 ms, or after
 * `duration` when given, unless autoClose is false.
 */
export function toast(input: Omit<Toast, 'id' | 'timestamp' | 'closing'>): string {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  toasts = [{ ...input, id, timestamp: Date.now() }, ...toasts];
  for (const dropped of toasts.slice(LIMITS.toastMax)) forgetCloseTimer(dropped.id);
  toasts = toasts.slice(0, LIMITS.toastMax);
  emit();
  if (input.autoClose !== false) runCloseTimer(id, input.duration ?? LIMITS.toastDurationMs);
  return id;
}

/** A toast's time label: 'just now' under a minute, 'Nm ago' under an hour, else the clock time. */
export function timeLabel(timestamp: number, now = Date.now()): string {
  const minutes = Math.floor((now - timestamp) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Milliseconds until timeLabel(timestamp) next reads differently, or null once it shows the clock time (which stays). */
export function msUntilLabelChanges(timestamp: number, now = Date.now()): number | null {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed >= 60 * 60_000) return null;
  return 60_000 - (elapsed % 60_000);
}
