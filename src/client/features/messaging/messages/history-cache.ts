import type { Message } from '@shared/api/messaging/messages';
import type { HistoryData } from './message-queries';

/** The history with `message` added at the newest end, unless it is already there (live and REST both deliver it). */
export function withMessage(data: HistoryData | undefined, message: Message): HistoryData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/** The history with the messages `ids` read (message_read, messages_read, or a mark-read answer). */
export function withRead(data: HistoryData | undefined, ids: readonly number[]): HistoryData | undefined {
  if (!data) return data;
  const read = new Set(ids);
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => read.has(m.id) && !m.isRead)) return page;
    changed = true;
    return { ...page, items: page.items.map((m) => (read.has(m.id) ? { ...m, isRead: true } : m)) };
  });
  return changed ? { ...data, pages } : data;
}
