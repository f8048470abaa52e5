// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCE_KEYS, preferenceEnabled, requestBrowserPermission, setPreference } from './preferences';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in for the browser's Notification API with a given permission and answer to a request. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('local preferences', () => {
  it('are stored under the spec’s two keys', () => {
    expect(PREFERENCE_KEYS).toEqual({ sound: 'notifications-sound-enabled', browser: 'notifications-browser-enabled' });
  });

  it('sound is on unless stored as false', () => {
    expect(preferenceEnabled('sound')).toBe(true);
    localStorage.setItem('notifications-sound-enabled', 'no');
    expect(preferenceEnabled('sound')).toBe(true);
    setPreference('sound', false);
    expect(localStorage.getItem('notifications-sound-enabled')).toBe('false');
    expect(preferenceEnabled('sound')).toBe(false);
  });

  it('browser notifications are off unless stored as true', () => {
    expect(preferenceEnabled('browser')).toBe(false);
    localStorage.setItem('notifications-browser-enabled', 'yes');
    expect(preferenceEnabled('browser')).toBe(false);
    setPreference('browser', true);
    expect(localStorage.getItem('notifications-browser-enabled')).toBe('true');
    expect(preferenceEnabled('browser')).toBe(true);
  });

  it('a storage that refuses reads as the defaults and a write is only logged', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(preferenceEnabled('sound')).toBe(true);
    expect(preferenceEnabled('browser')).toBe(false);
    expect(() => setPreference('browser', true)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('asking for permission (on demand; denial returns false)', () => {
  it('asks when not decided yet, true when granted', async () => {
    const request = stubNotification('default', 'granted');
    expect(await requestBrowserPermission()).toBe(true);
    expect(request).toHaveBeenCalledOnce();
  });

  it('false when the user refuses or dismisses the prompt', async () => {
    stubNotification('default', 'denied');
    expect(await requestBrowserPermission()).toBe(false);
    stubNotification('default', 'default');
    expect(await requestBrowserPermission()).toBe(false);
  });

  it('does not ask again once decided', async () => {
    const granted = stubNotification('granted');
    expect(await requestBrowserPermission()).toBe(true);
    const denied = stubNotification('denied');
    expect(await requestBrowserPermission()).toBe(false);
    expect(granted).not.toHaveBeenCalled();
    expect(denied).not.toHaveBeenCalled();
  });

  it('false where the browser has no Notification API', async () => {
    expect('Notification' in window).toBe(false);
    expect(await requestBrowserPermission()).toBe(false);
  });
});
