import { describe, expect, it } from 'vitest';
import { clientMessageOf } from '@tests/fixtures/message';
import type { Message, ThreadHistory } from '@shared/api/messaging/messages';
import { withMessage, withRead } from './history-cache';
import { type HistoryData, messagesOf } from './message-queries';

const message = (id: number, isRead = false): Message =>
  clientMessageOf({ id, threadId: 1, body: `m${id}`, isRead, createdAt: new Date(2026, 0, 1, 0, id).toISOString() });

const page = (ids: number[], nextBefore: number | null): ThreadHistory => ({
  thread: { id: 1, clientId: 3, clientName: 'Ada', clientSlug: 'ada', subject: '', lastMessageAt: '', unreadCount: 0, lastMessage: null },
  items: ids.map((id) => message(id)),
  nextBefore,
});

/** The newest page (4, 5) and an older one (2, 3) loaded by the cursor. */
const history = (): HistoryData => ({ pages: [page([4, 5], 4), page([2, 3], null)], pageParams: [undefined, 4] });

describe('history cache', () => {
  it('reads the pages oldest first', () => {
    expect(messagesOf(history()).map((m) => m.id)).toEqual([2, 3, 4, 5]);
  });

  it('adds a new message at the newest end, once', () => {
    const once = withMessage(history(), message(6));
    expect(messagesOf(once).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
    expect(withMessage(once, message(6))).toBe(once);
    expect(withMessage(once, message(3))).toBe(once);
  });

  it('marks the listed messages read on any page, and changes nothing when none is unread', () => {
    const read = withRead(history(), [3, 5]);
    expect(
      messagesOf(read)
        .filter((m) => m.isRead)
        .map((m) => m.id),
    ).toEqual([3, 5]);
    expect(withRead(read, [3])).toBe(read);
  });
});
