import type { SessionUser } from '../../../shared/api/auth';
import type { Message } from '../../../shared/api/messages';

/** A signed-in user for the notification tests: a guest of client 7 unless told otherwise. */
export function userOf(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 11,
    name: 'Grace Guest',
    email: 'grace@podium.local',
    role: 'guest',
    profileImage: null,
    clientId: 7,
    clientSlug: 'grace',
    clientName: 'Grace Hopper',
    teamMemberId: null,
    isImpersonating: false,
    originalUser: null,
    ...overrides,
  };
}

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
