// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationPreferences } from './NotificationPreferences';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A stand-in Notification API: the permission now, and what a request answers. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const api = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', api);
  return api;
}

const soundSwitch = () => screen.getByRole('switch', { name: 'Play a sound for new messages' });
const browserSwitch = () => screen.getByRole('switch', { name: 'Show browser notifications' });

describe('notification preferences', () => {
  it('the sound starts on and turning it off stores false', () => {
    stubNotification('default', 'default');
    render(<NotificationPreferences />);
    expect(soundSwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(soundSwitch());
    expect(soundSwitch().getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem('notifications-sound-enabled')).toBe('false');
  });

  it('browser notifications start off; turning them on asks permission then, and granted stores true', async () => {
    const api = stubNotification('default', 'granted');
    render(<NotificationPreferences />);
    expect(browserSwitch().getAttribute('aria-checked')).toBe('false');
    expect(api.requestPermission).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(browserSwitch()));
    expect(api.requestPermission).toHaveBeenCalledOnce();
    expect(browserSwitch().getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('notifications-browser-enabled')).toBe('true');
    await act(async () => fireEvent.click(browserSwitch()));
    expect(localStorage.getItem('notifications-browser-enabled')).toBe('false');
  });

  it('refused, the switch stays off and says how to allow them', async () => {
    stubNotification('default', 'denied');
    render(<NotificationPreferences />);
    await act(async () => fireEvent.click(browserSwitch()));
    expect(browserSwitch().getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem('notifications-browser-enabled')).toBe('false');
    expect(browserSwitch().getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(browserSwitch().getAttribute('aria-describedby')!);
    expect(note?.textContent).toMatch(/didn’t allow notifications.*site settings/);
  });

  it('shows on only while permission is still granted', () => {
    localStorage.setItem('notifications-browser-enabled', 'true');
    stubNotification('denied', 'denied');
    render(<NotificationPreferences />);
    expect(browserSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('says so where the browser has no notifications, with the switch disabled', () => {
    render(<NotificationPreferences />);
    expect(screen.getByText('Browser notifications aren’t supported in this browser.')).toBeTruthy();
    expect((browserSwitch() as HTMLButtonElement).disabled).toBe(true);
  });
});
