// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@client/components/ui/toast-store';
import { notifyNewMessage } from './notify';
import { messageOf } from '@tests/fixtures/message';
import { guestOf7 } from './test-messages';

/** Notifications the stand-in Notification API was asked to show. */
let shown: { title: string; options: NotificationOptions; close: ReturnType<typeof vi.fn>; onclick: (() => void) | null }[] = [];
/** Notes the stand-in audio context was asked to play. */
let notes = 0;
let gains: number[] = [];

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  shown = [];
  notes = 0;
  gains = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push(this as unknown as (typeof shown)[number]);
      Object.assign(this, { title, options });
    }
  }
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: (v: number) => gains.push(v) });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return { type: '', frequency: param(), connect: (next: unknown) => next, start: () => notes++, stop: vi.fn() };
    }
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  setVisibility('visible');
});

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const where = (pathname = '/profile/grace') => ({ user: guestOf7, pathname, openThread: vi.fn() });

describe('a new message for the user', () => {
  it('shows a message toast with the sender, the thread and the 100-character preview, and plays the chime at 0.3', () => {
    const body = `${'Long news. '.repeat(12)}`;
    notifyNewMessage(messageOf({ body }), where());
    expect(getToasts()).toMatchObject([
      {
        type: 'message',
        title: 'New message from Adrian Cole',
        message: `${body.slice(0, 100)}…`,
        messageId: 100,
        threadId: 40,
        senderName: 'Adrian Cole',
        senderType: 'team',
      },
    ]);
    expect(getToasts()[0].autoClose).toBeUndefined();
    expect(notes).toBe(2);
    expect(Math.max(...gains)).toBe(0.3);
    // visible tab: the toast suffices
    expect(shown).toHaveLength(0);
  });

  it('ignores a message for someone else silently', () => {
    notifyNewMessage(messageOf({ recipientId: 8 }), where());
    expect(getToasts()).toEqual([]);
    expect(notes).toBe(0);
  });

  it('no chime when the sound is turned off', () => {
    localStorage.setItem('notifications-sound-enabled', 'false');
    notifyNewMessage(messageOf(), where());
    expect(getToasts()).toHaveLength(1);
    expect(notes).toBe(0);
  });

  it('no toast or chime while that thread’s conversation is on screen; another thread’s still shows', () => {
    notifyNewMessage(messageOf(), where('/messages/40'));
    expect(getToasts()).toEqual([]);
    expect(notes).toBe(0);
    notifyNewMessage(messageOf({ threadId: 41 }), where('/messages/40'));
    expect(getToasts()).toHaveLength(1);
  });

  describe('in a hidden tab', () => {
    beforeEach(() => setVisibility('hidden'));

    it('also shows a browser notification when turned on: tagged by thread, closed after 5000 ms, a click opens the thread', () => {
      localStorage.setItem('notifications-browser-enabled', 'true');
      const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
      const place = where('/messages/40');
      notifyNewMessage(messageOf({ body: 'See you Thursday' }), place);
      // the conversation is open but not seen: the toast shows too
      expect(getToasts()).toHaveLength(1);
      expect(shown).toMatchObject([{ title: 'New message from Adrian Cole', options: { body: 'See you Thursday', tag: '40' } }]);
      vi.advanceTimersByTime(4_999);
      expect(shown[0].close).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(shown[0].close).toHaveBeenCalled();
      shown[0].onclick?.();
      expect(focus).toHaveBeenCalled();
      expect(place.openThread).toHaveBeenCalledWith(40);
    });

    it('no browser notification unless turned on, nor without permission', () => {
      notifyNewMessage(messageOf(), where());
      expect(shown).toHaveLength(0);
      localStorage.setItem('notifications-browser-enabled', 'true');
      (Notification as unknown as { permission: string }).permission = 'denied';
      notifyNewMessage(messageOf(), where());
      expect(shown).toHaveLength(0);
      expect(getToasts()).toHaveLength(2);
    });
  });
});
