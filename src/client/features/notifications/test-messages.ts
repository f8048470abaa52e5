import { sessionUser } from '../../../../tests/fixtures/session-user';
import type { Message } from '../../../shared/api/messages';

/** The guest of client 7, for the notification tests. */
export const guestOf7 = sessionUser({ id: 11, role: 'guest', clientId: 7, clientSlug: 'grace', clientName: 'Grace Hopper' });

/** A message from the team (account 3) to client 7 unless told otherwise. */
export function messageOf(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    threadId: 40,
    body: 'Can we move the recording to Thursday?',
    isRead: false,
    senderType: 'team',
    senderId: 3,
    recipientType: 'client',
    recipientId: 7,
    senderName: 'Adrian Cole',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
