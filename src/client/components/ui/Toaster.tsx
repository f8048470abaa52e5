import { CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@client/lib/router';
import { cn } from '@client/lib/cn';
import { dismissToast, getToasts, msUntilLabelChanges, setToastHeld, subscribeToasts, type Toast, timeLabel } from './toast-store';

const ICONS = { message: MessageSquare, info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };
const TONES = {
  message: 'border-accent/20 bg-surface text-ink',
  info: 'border-line bg-surface text-ink',
  success: 'border-success/30 bg-surface text-ink',
  warning: 'border-warning/30 bg-surface text-ink',
  // destructive style for errors; focus rings turn light on the dark red
  error: 'border-destructive/40 bg-destructive text-white focus-on-dark',
};

/** Where the pointer last moved on the page (null before it moved): a toast that arrives under a resting pointer is held at once, whenever the browser gets round to telling it the pointer entered. */
let lastPointer: { x: number; y: number } | null = null;

/** The time label of a toast ('just now', 'Nm ago', else the clock time), updated whenever it would read differently. */
function TimeLabel({ timestamp }: { timestamp: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const wait = msUntilLabelChanges(timestamp, now);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [timestamp, now]);
  return <span className="mt-1 block text-xs opacity-75">{timeLabel(timestamp, now)}</span>;
}

function ToastCard({ item }: { item: Toast }) {
  const navigate = useNavigate();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const opensThread = item.type === 'message' && item.threadId !== undefined;
  // the pointer holds only a message toast, which is read and clicked; a status toast ('Profile
  // saved') closes on time even under the pointer, so it never sits over the control the pointer
  // is heading for. Focus holds any toast (keyboard users need the time to reach it). A hold keeps
  // every toast, so none closes and moves the held one from under the pointer.
  const held = focused || (hovered && opensThread);
  useEffect(() => setToastHeld(item.id, held), [item.id, held]);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (lastPointer && card.current?.contains(document.elementFromPoint(lastPointer.x, lastPointer.y))) setHovered(true);
  }, []);
  const Icon = ICONS[item.type];
  const text = (
    <>
      <span className="block text-sm font-semibold">{item.title}</span>
      {item.message && <span className="mt-0.5 block text-sm break-words opacity-90">{item.message}</span>}
      {item.type === 'message' && <TimeLabel timestamp={item.timestamp} />}
    </>
  );
  return (
    <li
      ref={card}
      className={cn(
        'pointer-events-auto flex w-full gap-3 rounded-[var(--radius-card)] border p-4 shadow-[var(--shadow-pop)] transition-opacity duration-150 animate-fade-in',
        TONES[item.type],
        item.closing && 'opacity-0',
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {opensThread ? (
        <button
          type="button"
          className="min-w-0 flex-1 rounded-sm text-left"
          onClick={() => {
            navigate(`/messages/${item.threadId}`);
            dismissToast(item.id);
          }}
        >
          {text}
        </button>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
      <button
        type="button"
        aria-label={`Dismiss: ${item.title}`}
        onClick={() => dismissToast(item.id)}
        className="-mt-1 -mr-1 self-start rounded-sm p-1 opacity-75 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The live region where toasts appear, newest on top. Every toast stays while the focus is in one,
 * or the pointer is over a message toast (a button that opens its conversation).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  useEffect(() => {
    const track = (event: PointerEvent) => {
      lastPointer = { x: event.clientX, y: event.clientY };
    };
    // a pointer that leaves the window rests nowhere on the page
    const leave = (event: PointerEvent) => {
      if (event.relatedTarget === null) lastPointer = null;
    };
    window.addEventListener('pointermove', track, { passive: true });
    document.addEventListener('pointerout', leave);
    return () => {
      window.removeEventListener('pointermove', track);
      document.removeEventListener('pointerout', leave);
    };
  }, []);
  return (
    <ol
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </ol>
  );
}
