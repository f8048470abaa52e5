import type { Message } from '@shared/api/messaging/messages';

const DAY_MS = 86_400_000;

/** Midnight (local time) of the day of `date`, as a timestamp. */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole local days from `date` to `now` (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** The clock time of a message ('14:05' or '2:05 PM' by locale). */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** A day separator's label: 'Today', 'Yesterday', else the date ('Monday, 3 March 2026' by locale). */
export function dayLabel(date: Date, now = new Date()): string {
  const days = daysAgo(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** A thread row's time: 'now', '5m', clock time today, 'Yesterday', the weekday this week, else the short date. */
export function rowTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const days = daysAgo(date, now);
  if (days === 0) return clockTime(iso);
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString([], { weekday: 'short' });
  return date.toLocaleDateString([], { day: 'numeric', month: 'short', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
}

/** Messages of one day under its separator. */
interface DayGroup {
  /** The day's local date, yyyy-m-d (a stable key). */
  key: string;
  label: string;
  messages: Message[];
}

/** Messages (oldest first) grouped by local day, each group labelled for its separator. */
export function groupByDay(messages: readonly Message[], now = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(date, now), messages: [message] });
  }
  return groups;
}
