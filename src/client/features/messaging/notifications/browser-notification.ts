import { BROWSER_NOTIFICATION_MS } from './notify-rules';
import { browserNotificationsSupported, preferenceEnabled } from './preferences';

/** What a system notification shows, and what its click opens. */
interface SystemNotice {
  title: string;
  body: string;
  threadId: number;
  onOpen: () => void;
}

/**
 * Shows a system notification when the user turned them on and the browser grants permission,
 * one per thread (a newer one replaces it), closing after 5000 ms. A click
 * focuses the window and opens the thread. Failures (some mobile browsers allow them only from a
 * service worker) are only logged. Returns whether one was shown.
 */
export function showSystemNotice(notice: SystemNotice): boolean {
  if (!preferenceEnabled('browser') || !browserNotificationsSupported() || Notification.permission !== 'granted') return false;
  try {
    const shown = new Notification(notice.title, { body: notice.body, tag: String(notice.threadId) });
    shown.onclick = () => {
      window.focus();
      notice.onOpen();
      shown.close();
    };
    setTimeout(() => shown.close(), BROWSER_NOTIFICATION_MS);
    return true;
  } catch (error) {
    console.warn('Could not show a browser notification', error);
    return false;
  }
}
