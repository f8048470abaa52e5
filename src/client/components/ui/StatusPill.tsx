import { cn } from '@client/lib/cn';

/** A state as a pill: a coloured dot (`dot`, a bg-* class) beside dark text, so the text keeps its contrast. */
export function StatusPill({ label, dot, title }: { label: string; dot: string; title?: string }) {
  return (
    <span
      title={title}
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-ink"
    >
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {label}
    </span>
  );
}
