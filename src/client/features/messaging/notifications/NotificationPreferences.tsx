import { type ReactNode, useId, useState } from 'react';
import { Switch } from '@client/components/ui/Switch';
import { browserNotificationsSupported, type NotificationPreference, preferenceEnabled, requestBrowserPermission, setPreference } from './preferences';

/** One preference: its label, what it does or why it can't, and its switch. */
export function PreferenceRow({
  label,
  note,
  children,
}: {
  label: string;
  note: ReactNode;
  children: (ids: { labelId: string; noteId: string }) => ReactNode;
}) {
  const labelId = useId();
  const noteId = useId();
  return (
    <div className="flex items-start justify-between gap-6">
      <div>
        <p id={labelId} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={noteId} role="status" className="mt-1 text-sm text-ink-soft">
          {note}
        </p>
      </div>
      {children({ labelId, noteId })}
    </div>
  );
}

const browserOn = () => preferenceEnabled('browser') && browserNotificationsSupported() && Notification.permission === 'granted';

/**
 * The two local notification preferences, as switches: the chime for new messages (on
 * unless turned off) and browser notifications (off unless turned on). Turning the second on asks
 * the browser's permission then; refused, it stays off and says how to allow it.
 */
export function NotificationPreferences() {
  const [sound, setSound] = useState(() => preferenceEnabled('sound'));
  const [browser, setBrowser] = useState(browserOn);
  const [refused, setRefused] = useState(false);
  const [asking, setAsking] = useState(false);
  const supported = browserNotificationsSupported();

  const store = (preference: NotificationPreference, on: boolean) => {
    setPreference(preference, on);
    (preference === 'sound' ? setSound : setBrowser)(on);
  };
  const switchBrowser = async (on: boolean) => {
    let granted = false;
    if (on) {
      setAsking(true);
      granted = await requestBrowserPermission();
      setAsking(false);
    }
    setRefused(on && !granted);
    store('browser', granted);
  };

  let browserNote = 'Shows a system notification for new messages while Podium is in a background tab.';
  if (!supported) browserNote = 'Browser notifications aren’t supported in this browser.';
  else if (refused)
    browserNote =
      'Your browser didn’t allow notifications for this site. Allow them in the site settings of your browser (the icon beside the address), then turn this on again.';

  return (
    <div className="flex flex-col gap-5">
      <PreferenceRow label="Play a sound for new messages" note="A short chime when a new message arrives.">
        {({ labelId, noteId }) => <Switch checked={sound} aria-labelledby={labelId} aria-describedby={noteId} onCheckedChange={(on) => store('sound', on)} />}
      </PreferenceRow>
      <PreferenceRow label="Show browser notifications" note={browserNote}>
        {({ labelId, noteId }) => (
          <Switch
            checked={browser}
            aria-labelledby={labelId}
            aria-describedby={noteId}
            disabled={!supported || asking}
            onCheckedChange={(on) => void switchBrowser(on)}
          />
        )}
      </PreferenceRow>
    </div>
  );
}
