import { LIMITS } from '../../../shared/limits';

/** A notification toast (SPEC §3). */
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

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
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

/** Starts closing a toast: it fades for 150 ms, then goes. */
export function dismissToast(id: string): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, closing: true } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, LIMITS.toastFadeMs);
}

/**
 * Shows a toast at the front (at most 5). It closes after 5000 ms unless autoClose is false;
 * a given duration replaces the default.
 */
export function toast(input: Omit<Toast, 'id' | 'timestamp'>): string {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  toasts = [{ ...input, id, timestamp: Date.now() }, ...toasts].slice(0, LIMITS.toastMax);
  emit();
  if (input.autoClose !== false || input.duration !== undefined) {
    setTimeout(() => dismissToast(id), input.duration ?? LIMITS.toastDurationMs);
  }
  return id;
}

/** SPEC §4 time label: 'just now' under a minute, 'Nm ago' under an hour, else the clock time. */
export function timeLabel(timestamp: number, now = Date.now()): string {
  const minutes = Math.floor((now - timestamp) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
