import { CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { dismissToast, getToasts, subscribeToasts, type Toast, timeLabel } from './toast-store';

const ICONS = { message: MessageSquare, info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };
const TONES = {
  message: 'border-accent/20',
  info: 'border-line',
  success: 'border-success/30',
  warning: 'border-warning/30',
  error: 'border-destructive/40 bg-destructive text-white',
};

function ToastCard({ item }: { item: Toast }) {
  const navigate = useNavigate();
  const Icon = ICONS[item.type];
  const open = () => {
    if (item.type !== 'message' || item.threadId === undefined) return;
    navigate(`/messages/${item.threadId}`);
    dismissToast(item.id);
  };
  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full gap-3 rounded-[var(--radius-card)] border bg-surface p-4 text-ink shadow-[var(--shadow-pop)] transition-opacity duration-150 animate-fade-in',
        TONES[item.type],
        item.closing && 'opacity-0',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <button type="button" className="min-w-0 flex-1 text-left" onClick={open} tabIndex={item.type === 'message' ? 0 : -1}>
        <p className="text-sm font-semibold">{item.title}</p>
        {item.message && <p className="mt-0.5 text-sm opacity-90">{item.message}</p>}
        {item.type === 'message' && <p className="mt-1 text-xs opacity-70">{timeLabel(item.timestamp)}</p>}
      </button>
      <button type="button" aria-label="Dismiss" onClick={() => dismissToast(item.id)} className="self-start opacity-70 hover:opacity-100">
        <X className="size-4" />
      </button>
    </li>
  );
}

/** The live region where toasts appear, newest on top. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ol aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2">
      {toasts.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </ol>
  );
}
