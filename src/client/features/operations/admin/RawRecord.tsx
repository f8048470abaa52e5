/**
 * A log entry exactly as stored, folded away under 'Raw record' (the labels above it are the
 * readable view; this is for whoever needs the stored names and values).
 */
export function RawRecord({ value }: { value: unknown }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-ink-soft">Raw record</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboard users can scroll it */}
      <pre tabIndex={0} className="mt-2 max-h-64 overflow-auto rounded-[var(--radius-control)] bg-sunken p-3 text-xs break-all whitespace-pre-wrap text-ink">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
