import type { SessionUser } from '@shared/api/session-user';
import type { Message } from '@shared/api/messaging/messages';
import { toast } from '@client/components/ui/toast-store';
import { showSystemNotice } from './browser-notification';
import { isForCurrentUser, notificationTitle, previewOf, showsThread } from './notify-rules';
import { preferenceEnabled } from './preferences';
import { playNotificationSound } from './sound';

/** Where the user is: what notify needs to know about the page. */
interface NotifyContext {
  user: SessionUser;
  /** The path of the page shown now. */
  pathname: string;
  /** Opens a thread's conversation (a system notification's click). */
  openThread: (threadId: number) => void;
}

/**
 * Tells the user about a new message addressed to them; others' messages are
 * ignored silently. A message toast with the sender and a 100-character preview, with
 * the chime unless the sound is turned off; none while that thread's conversation is on screen.
 * While the tab is hidden, also a browser notification if turned on and permitted.
 */
export function notifyNewMessage(message: Message, where: NotifyContext): void {
  if (!isForCurrentUser(message, where.user)) return;
  const title = notificationTitle(message);
  const preview = previewOf(message.body);
  const hidden = document.visibilityState === 'hidden';
  if (hidden || !showsThread(where.pathname, message.threadId)) {
    toast({
      type: 'message',
      title,
      message: preview,
      messageId: message.id,
      threadId: message.threadId,
      senderName: message.senderName,
      senderType: message.senderType,
    });
    if (preferenceEnabled('sound')) playNotificationSound();
  }
  if (hidden) showSystemNotice({ title, body: preview, threadId: message.threadId, onOpen: () => where.openThread(message.threadId) });
}
