import type { SessionUser } from '@shared/api/session-user';
import type { Message } from '@shared/api/messaging/messages';
import { messagingSide } from '@shared/permissions';

/** A notification shows the first 100 characters of the message. */
const PREVIEW_LENGTH = 100;

/** The notification sound plays at volume 0.3. */
export const SOUND_VOLUME = 0.3;

/** A browser notification closes after 5000 ms. */
export const BROWSER_NOTIFICATION_MS = 5_000;

/**
 * Whether a new message is for the signed-in user: on the client side, a message to the
 * client they are (or view as); on the team side, a message to them or to the whole team
 * (recipientId 0, before any team member wrote in the thread). Their own messages go to the other
 * side, so never notify them.
 */
export function isForCurrentUser(message: Message, user: SessionUser): boolean {
  const side = messagingSide(user);
  if (side === null || message.recipientType !== side) return false;
  return side === 'client' ? message.recipientId === user.clientId : message.recipientId === user.id || message.recipientId === 0;
}

/** A message's preview: its first 100 characters plus an ellipsis when longer. */
export function previewOf(body: string): string {
  const chars = Array.from(body);
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : body;
}

/** The title of a new-message notification. */
export function notificationTitle(message: Message): string {
  return `New message from ${message.senderName}`;
}

/** Whether a page path shows a thread's conversation (/messages/{threadId}). */
export function showsThread(pathname: string, threadId: number): boolean {
  return pathname.replace(/\/+$/, '') === `/messages/${threadId}`;
}
