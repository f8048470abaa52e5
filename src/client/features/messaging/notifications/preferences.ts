/** The two local notification preferences, stored in localStorage under these keys. */
export const PREFERENCE_KEYS = {
  sound: 'notifications-sound-enabled',
  browser: 'notifications-browser-enabled',
} as const;

/** Which preference. */
export type NotificationPreference = keyof typeof PREFERENCE_KEYS;

/** localStorage can be missing or refuse access (private modes, blocked storage): read as unset. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether a preference is on: the sound is on unless stored 'false'; browser
 * notifications are off unless stored 'true'.
 */
export function preferenceEnabled(preference: NotificationPreference): boolean {
  const stored = read(PREFERENCE_KEYS[preference]);
  return preference === 'sound' ? stored !== 'false' : stored === 'true';
}

/** Stores a preference as 'true' or 'false'; a storage that refuses is only logged. */
export function setPreference(preference: NotificationPreference, enabled: boolean): void {
  try {
    window.localStorage.setItem(PREFERENCE_KEYS[preference], String(enabled));
  } catch (error) {
    console.warn('Could not store the notification preference', error);
  }
}

/** Whether this browser has the Notification API at all. */
export function browserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Asks for permission to show browser notifications, only when called (on demand):
 * true when granted, false when denied, dismissed or unsupported.
 */
export async function requestBrowserPermission(): Promise<boolean> {
  if (!browserNotificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch (error) {
    console.warn('Notification permission request failed', error);
    return false;
  }
}
