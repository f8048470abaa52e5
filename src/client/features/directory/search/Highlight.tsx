import { Fragment } from 'react';

/** The words of a search term (letters and digits), for highlighting. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);
}

/** Text with the parts that start with a searched word marked. */
export function Highlight({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        words.includes(part.toLowerCase()) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string keep their order
          <mark key={i} className="rounded-sm bg-gold/25 px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string keep their order
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
