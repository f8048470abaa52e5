import { diffWords } from 'diff';

/** A logged value as text: '' for none, yes/no in words, lists joined, scalars as written. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** A logged value as read: '(none)' for nothing, lists as items, yes/no in words. */
export function ShownValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="italic text-ink-soft">(none)</span>;
  if (Array.isArray(value)) return <span>{value.length === 0 ? '(empty list)' : value.map(asText).join(', ')}</span>;
  return <span className="break-words">{asText(value)}</span>;
}

/**
 * One field's change: text as a word-level diff (deletions struck through in <del>, insertions
 * underlined in <ins>, so they differ without colour); lists and scalars as old → new.
 */
export function ValueDiff({ before, after }: { before: unknown; after: unknown }) {
  const isText = (v: unknown) => typeof v === 'string' || v === null || v === undefined;
  if (!isText(before) || !isText(after) || (typeof before !== 'string' && typeof after !== 'string')) {
    return (
      <p className="flex flex-wrap items-baseline gap-2 text-sm text-ink">
        <ShownValue value={before} />
        <span aria-hidden="true">→</span>
        <span className="sr-only">changed to</span>
        <ShownValue value={after} />
      </p>
    );
  }
  return (
    <p className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-[var(--radius-control)] border border-line bg-canvas p-3 text-sm leading-relaxed text-ink">
      {diffWords(asText(before), asText(after)).map((part, i) => {
        const key = `${i}-${part.value.length}`;
        if (part.added)
          return (
            <ins key={key} className="bg-success-soft underline decoration-2 underline-offset-2">
              {part.value}
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className="bg-destructive-soft text-ink line-through">
              {part.value}
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}
